import type { DataProvider, FilterPayload, RaRecord } from 'ra-core';
import { maxPageSize } from '../data/apiConventions';

export interface GatherMatchingOptions {
  resource: string;
  filter: FilterPayload;
  /** The list call's `meta` (another scope value than the session's). */
  meta?: unknown;
  /** Records a page: the API's largest by default. */
  pageSize?: number;
  onProgress?: (gathered: number, total: number) => void;
}

/**
 * Every record a list filter matches, read page after page with the list call itself, so
 * the API applies the same filter, scope and access as to the list on screen. Sorted by id:
 * a record changed while the pages are read (a bulk run moves its update date) neither
 * moves to another page nor is read twice.
 *
 * @example
 * const records = await gatherMatching(dataProvider, { resource: 'job', filter: { status: 2 } });
 */
export async function gatherMatching(
  dataProvider: DataProvider,
  { resource, filter, meta, pageSize = maxPageSize(), onProgress }: GatherMatchingOptions,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<RaRecord>(resource, {
      pagination: { page, perPage: pageSize },
      sort: { field: 'id', order: 'ASC' },
      filter,
      ...(meta === undefined ? {} : { meta }),
    });
    records.push(...data);
    const expected = total ?? records.length;
    onProgress?.(records.length, Math.max(expected, records.length));
    if (data.length < pageSize || records.length >= expected) return records;
  }
}
