import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreatePath, useDataProvider, useGetResourceLabel, type RaRecord } from 'ra-core';
import { foldText } from '../query/textMatch';
import { recordLabel } from '../registry/recordLabel';
import { listParams } from '../data/apiConventions';
import type { GoToItem, RecordSearchTarget } from './goToItem';

/** Fewer letters than this find too much to be of use, and would ask every list for its first page. */
export const RECORD_SEARCH_MIN_LENGTH = 2;
/** How many records of each resource the palette offers. */
export const RECORDS_PER_RESOURCE = 5;
/** A search typed again within this time is answered from the cache. */
const FRESH_MS = 30_000;

export interface RecordSearchOptions {
  targets: readonly RecordSearchTarget[];
  /** The text typed, already debounced. */
  text: string;
  perResource?: number;
}

/** The records found: `idle` when the text is too short to search, `pending` while a list has not answered (`items`: found so far). */
export type RecordSearchResult =
  | { status: 'idle'; items: readonly GoToItem[] }
  | { status: 'pending'; items: readonly GoToItem[] }
  | { status: 'done'; items: readonly GoToItem[]; failed: number };

const NOTHING: readonly GoToItem[] = [];

/** Exact matches first, then labels starting with the text, then the rest (a tag typed whole comes first). */
function rank(item: GoToItem, needle: string): number {
  const label = foldText(item.label);
  return label === needle ? 0 : label.startsWith(needle) ? 1 : 2;
}

/**
 * The records of `targets` whose representation holds the text: each resource's list asked
 * once with the API's full-text search (`q`: its text filters the records are found by,
 * recordSearchFilters) through the app's data provider, so with
 * the session's project and headers, `perResource` records each, labelled by the resource's
 * `recordRepresentation`, each opening the target's screen. A list that fails is left out
 * (counted in `failed`): the others still answer.
 *
 * @example
 * const { status, items } = useRecordSearch({ targets, text: debouncedText });
 */
export function useRecordSearch({ targets, text, perResource = RECORDS_PER_RESOURCE }: RecordSearchOptions): RecordSearchResult {
  const dataProvider = useDataProvider();
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const query = text.trim();
  const enabled = query.length >= RECORD_SEARCH_MIN_LENGTH;
  const asks = useMemo(() => (enabled ? targets : []), [targets, enabled]);
  const search = listParams().search;
  const answers = useQueries({
    queries: asks.map(({ resource }) => ({
      // Under the resource's name: a change to its records (react-admin invalidates by resource) asks again.
      queryKey: [resource.name, 'goTo', { search, query, perResource }],
      queryFn: () =>
        dataProvider
          .getList<RaRecord>(resource.name, { pagination: { page: 1, perPage: perResource }, sort: resource.list.sort, filter: { [search]: query } })
          .then(({ data }) => data),
      staleTime: FRESH_MS,
      retry: false,
      // The previous text's records stay until the new ones come: the list does not blink at each letter.
      placeholderData: keepPreviousData,
    })),
  });
  if (!enabled) return { status: 'idle', items: NOTHING };
  const needle = foldText(query);
  const items: { item: GoToItem; index: number }[] = [];
  let failed = 0;
  asks.forEach((target, index) => {
    const { resource } = target;
    const answer = answers[index];
    if (answer?.isError) failed += 1;
    for (const record of (answer?.data ?? []).slice(0, perResource)) {
      const id = String(record.id);
      const item = {
        key: `${resource.name}:${id}`,
        label: recordLabel(resource, record) || id,
        detail: getResourceLabel(resource.name, 1),
        to: createPath({ resource: resource.name, type: target.opens, id: record.id }),
      };
      items.push({ item, index: items.length });
    }
  });
  const sorted = items.sort((a, b) => rank(a.item, needle) - rank(b.item, needle) || a.index - b.index).map(({ item }) => item);
  const pending = answers.some((answer) => answer.isPending || answer.isPlaceholderData);
  return pending ? { status: 'pending', items: sorted } : { status: 'done', items: sorted, failed };
}
