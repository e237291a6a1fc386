import { useState } from 'react';
import { useGetList, useGetMany, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useRequestMeta } from '../data/RequestMetaContext';
import { useResourceSummary } from '../registry/RegistryContext';
import { recordLabel } from '../registry/recordLabel';
import { searchField } from '../registry/searchField';
import type { ResourceSummary } from '../registry/resourceDetails';
import { useKnownReferenceChoicesHook, type KnownReferenceChoice } from '../views/KnownReferenceChoices';
import { useKnownReferenceLabel } from '../views/KnownReferenceLabels';
import { useMayReadReferences } from '../views/useMayReadReferences';
import { referenceChoicesMode, type ReferenceChoicesMode } from './referenceChoicesMode';
import { useDebouncedValue } from './useDebouncedValue';

/** Milliseconds of quiet typing before the search reaches the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ReferenceChoices {
  target: ResourceSummary;
  /** Where the choices come from (`fixed`: nowhere, the value cannot change); `search` while the role is not known yet. */
  mode: ReferenceChoicesMode;
  /** The chosen records, in the order of `ids` (a record not loaded yet stands as `{ id }`). */
  selected: RaRecord[];
  /** What the list offers: the chosen records first when the search page lacks them. */
  choices: RaRecord[];
  /** The label a record shows: its representation, else what the app knows of it, else its id (or "no access" when unreadable). */
  labelOf: (record: RaRecord) => string;
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
 *
 * Nothing is asked that the user's role may not have: the page only when it may list the
 * target, the chosen ones only when it may read them. Otherwise the app's own records of
 * the target are offered (KnownReferenceChoicesProvider), or, when it knows none, the
 * value stays as it is (`mode: 'fixed'`), shown by its known label (KnownReferenceLabelsProvider).
 */
export function useReferenceChoices(reference: string, ids: readonly Identifier[], offered?: readonly string[]): ReferenceChoices {
  const target = useResourceSummary(reference);
  const meta = useRequestMeta();
  const translate = useTranslate();
  const readable = useMayReadReferences();
  const knownLabel = useKnownReferenceLabel();
  const useKnownChoices = useKnownReferenceChoicesHook();
  const [inputText, setInputText] = useState('');
  const [wanted, setWanted] = useState(false);
  const search = useDebouncedValue(inputText, SEARCH_DEBOUNCE_MS);
  const rolesKnown = !readable.isPending;
  const mayList = rolesKnown && readable.mayList(reference);
  const mayRead = rolesKnown && readable.mayRead(reference);
  const known = useKnownChoices(reference, { enabled: rolesKnown && !mayList });
  const mode = rolesKnown ? referenceChoicesMode({ mayList, knowsChoices: known !== undefined }) : 'search';
  const idsParam = target.api.list.idsParam;
  const onlyOffered = offered && idsParam ? { [idsParam]: [...offered] } : {};
  const { data: listed = [], isPending: listPending } = useGetList<RaRecord>(
    reference,
    { pagination: { page: 1, perPage: target.list.choicesPerPage }, sort: target.list.sort, filter: { ...searchFilter(target, search), ...onlyOffered }, meta },
    { enabled: mayList && wanted && offered?.length !== 0 },
  );
  const { data: current = [] } = useGetMany<RaRecord>(reference, { ids: [...ids], meta }, { enabled: mayRead && ids.length > 0 });
  const knownChoices = mode === 'known' ? (known?.choices ?? []) : [];
  const searched = mode === 'known' ? knownChoices.filter((choice) => matches(choice, inputText)).map(({ id }) => ({ id })) : listed;
  const found = offered ? searched.filter((record) => offered.includes(String(record.id))) : searched;
  const selected = ids.map((id) => current.find((r) => r.id === id) ?? found.find((r) => r.id === id) ?? { id });
  const missing = selected.filter((record) => !found.some((r) => r.id === record.id));
  const labelOf = (record: RaRecord): string => {
    const loaded = current.some((r) => r.id === record.id) || listed.some((r) => r.id === record.id);
    if (loaded) return recordLabel(target, record) || String(record.id);
    const label = knownChoices.find((choice) => choice.id === record.id)?.label ?? knownLabel(reference, record.id);
    return label ?? (mayRead || !rolesKnown ? String(record.id) : translate('forms.show.noAccess'));
  };
  const pending = mode === 'search' ? (listPending || !rolesKnown) && offered?.length !== 0 : mode === 'known' && known?.isPending === true;
  return {
    target,
    mode,
    selected,
    choices: [...missing, ...found],
    labelOf,
    isPending: pending,
    onInputChange: (_event, text, reason) => {
      if (reason === 'input') setWanted(true);
      setInputText(reason === 'input' ? text : '');
    },
    onOpen: () => setWanted(true),
  };
}

/** Whether a known record's label holds the typed text, case aside. */
function matches(choice: KnownReferenceChoice, text: string): boolean {
  return choice.label.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());
}

/** `{ <first text filter>: search }`, or no filter when the target has none or nothing is typed. */
function searchFilter(target: ResourceSummary, search: string): Record<string, string> {
  const field = searchField(target);
  return field && search.trim() ? { [field]: search.trim() } : {};
}
