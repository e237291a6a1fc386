import type { FicListQuery } from '../../contracts/fic';

/**
 * A list query written as text (an address's parameters: the benchmarks' queries) as the
 * list calls take it: numbers and flags read, nothing checked (a request's query is checked
 * against the list contract by its route).
 */
export function readFicListQuery(params: Readonly<Record<string, string>>): FicListQuery {
  const { pageSize, pageno, collectionCount, imported, status, number, siteId } = params;
  return {
    ...(siteId !== undefined ? { siteId } : {}),
    ...(status !== undefined ? { status: status as FicListQuery['status'] } : {}),
    ...(number !== undefined ? { number } : {}),
    ...(imported !== undefined ? { imported: imported === 'true' } : {}),
    ...(pageSize !== undefined ? { pageSize: Number(pageSize) } : {}),
    ...(pageno !== undefined ? { pageno: Number(pageno) } : {}),
    ...(collectionCount !== undefined ? { collectionCount: collectionCount === 'true' } : {}),
  };
}
