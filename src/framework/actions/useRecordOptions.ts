import { useMemo } from 'react';
import { useGetList, useGetMany, type Identifier, type RaRecord } from 'ra-core';
import { searchField } from '../registry/searchField';
import type { ResourceSummary } from '../registry/resourceDetails';

export interface RecordOptionsParams {
  /** Text typed by the user (already debounced). */
  search: string;
  /** Offer only these records (the ones linked, for an unlink); searched in the browser. */
  only?: readonly Identifier[];
  /** Never offer these (the ones already linked, the record itself). */
  exclude?: readonly Identifier[];
}

const NONE: RaRecord[] = [];

/**
 * The records of `target` an action dialog offers: its first `choicesPerPage` for the typed text
 * (the text filters the target's first text filter, as the reference selects do), or the
 * `only` records. `serverSide`: the API already filtered by the text.
 */
export function useRecordOptions(target: ResourceSummary, { search, only, exclude }: RecordOptionsParams) {
  const field = searchField(target);
  const text = search.trim();
  const listed = useGetList<RaRecord>(
    target.name,
    { pagination: { page: 1, perPage: target.list.choicesPerPage }, sort: target.list.sort, filter: field && text ? { [field]: text } : {} },
    { enabled: only === undefined },
  );
  const fixed = useGetMany<RaRecord>(target.name, { ids: only ? [...only] : [] }, { enabled: only !== undefined && only.length > 0 });
  const data = only === undefined ? listed.data : only.length > 0 ? fixed.data : NONE;
  const records = useMemo(() => {
    const skip = new Set((exclude ?? []).map(String));
    return (data ?? NONE).filter((record) => !skip.has(String(record.id)));
  }, [data, exclude]);
  return { records, isPending: only === undefined ? listed.isPending : only.length > 0 && fixed.isPending, serverSide: only === undefined };
}
