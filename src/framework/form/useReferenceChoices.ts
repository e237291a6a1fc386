import { useState } from 'react';
import { useGetList, useGetMany, type Identifier, type RaRecord } from 'react-admin';
import { useRequestMeta } from '../data/RequestMetaContext';
import { useResourceSummary } from '../registry/RegistryContext';
import { searchField } from '../registry/searchField';
import type { ResourceSummary } from '../registry/resourceDetails';
import { useDebouncedValue } from './useDebouncedValue';

/** Milliseconds of quiet typing before the search reaches the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ReferenceChoices {
  target: ResourceSummary;
  /** The chosen records, in the order of `ids` (a record not loaded yet stands as `{ id }`). */
  selected: RaRecord[];
  /** What the list offers: the chosen records first when the search page lacks them. */
  choices: RaRecord[];
  isPending: boolean;
  /** Autocomplete's `onInputChange`: a typed text searches, a chosen label does not. */
  onInputChange: (event: unknown, text: string, reason: string) => void;
  /** Autocomplete's `onOpen`: the choices are asked for the first time the list opens. */
  onOpen: () => void;
}

/**
 * The records a reference input offers: a page (`choicesPerPage`) of the target resource searched on its
 * first text filter once typing pauses, sorted as its list, and the chosen ones by
 * `getMany`, so a value outside the first page still shows by its label. The page is
 * asked for once the user opens the list or types, not when the form opens: a form of
 * many references would otherwise ask for every one's choices before anyone looks.
 * `offered`: the only ids to offer (a grant's, applyGrantedFields), asked for by the
 * target's ids parameter when it has one; the chosen ones still show. The calls send the
 * screen's `meta` (RequestMetaProvider).
 */
export function useReferenceChoices(reference: string, ids: readonly Identifier[], offered?: readonly string[]): ReferenceChoices {
  const target = useResourceSummary(reference);
  const meta = useRequestMeta();
  const [inputText, setInputText] = useState('');
  const [wanted, setWanted] = useState(false);
  const search = useDebouncedValue(inputText, SEARCH_DEBOUNCE_MS);
  const idsParam = target.api.list.idsParam;
  const onlyOffered = offered && idsParam ? { [idsParam]: [...offered] } : {};
  const { data: listed = [], isPending } = useGetList<RaRecord>(
    reference,
    { pagination: { page: 1, perPage: target.list.choicesPerPage }, sort: target.list.sort, filter: { ...searchFilter(target, search), ...onlyOffered }, meta },
    { enabled: wanted && offered?.length !== 0 },
  );
  const { data: current = [] } = useGetMany<RaRecord>(reference, { ids: [...ids], meta }, { enabled: ids.length > 0 });
  const found = offered ? listed.filter((record) => offered.includes(String(record.id))) : listed;
  const selected = ids.map((id) => current.find((r) => r.id === id) ?? found.find((r) => r.id === id) ?? { id });
  const missing = selected.filter((record) => !found.some((r) => r.id === record.id));
  return {
    target,
    selected,
    choices: [...missing, ...found],
    isPending: isPending && offered?.length !== 0,
    onInputChange: (_event, text, reason) => {
      if (reason === 'input') setWanted(true);
      setInputText(reason === 'input' ? text : '');
    },
    onOpen: () => setWanted(true),
  };
}

/** `{ <first text filter>: search }`, or no filter when the target has none or nothing is typed. */
function searchFilter(target: ResourceSummary, search: string): Record<string, string> {
  const field = searchField(target);
  return field && search.trim() ? { [field]: search.trim() } : {};
}
