import { FIC_PAGE_SIZE, type FicListQuery, type FicListRow } from '../../contracts/fic';
import type { FicKindDefinition } from './ficKinds';
import { rowMatches, rowView, type ImportedMarks } from './ficRowView';
import type { FicRow } from './ficSeed';

/** One page of a FIC list: the rows matching the query's filters, in seed order, and their count when asked. */
export function ficListPage(
  rows: readonly FicRow[],
  query: FicListQuery,
  definition: FicKindDefinition,
  marks: ImportedMarks,
): { items: FicListRow[]; count?: number } {
  const { pageSize = FIC_PAGE_SIZE.default, pageno = 1, collectionCount = false } = query;
  const matching = rows.filter((row) => rowMatches(row, query, marks));
  const start = (pageno - 1) * pageSize;
  const items = matching.slice(start, start + pageSize).map((row) => rowView(row, definition, marks));
  return { items, ...(collectionCount ? { count: matching.length } : {}) };
}
