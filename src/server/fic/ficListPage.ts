import type { FicKindDefinition } from './ficKinds';
import type { FicListQuery } from './ficListQuery';
import { rowMatches, rowView, type FicRowView, type ImportedMarks } from './ficRowView';
import type { FicRow } from './ficSeed';

/** One page of a FIC list: the rows matching the query's filters, in seed order, and their count when asked. */
export function ficListPage(rows: readonly FicRow[], query: FicListQuery, definition: FicKindDefinition, marks: ImportedMarks): { items: FicRowView[]; count?: number } {
  const matching = rows.filter((row) => rowMatches(row, query, marks));
  const start = (query.pageno - 1) * query.pageSize;
  const items = matching.slice(start, start + query.pageSize).map((row) => rowView(row, definition, marks));
  return { items, ...(query.collectionCount ? { count: matching.length } : {}) };
}
