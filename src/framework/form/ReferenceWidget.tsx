import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useGetList, useGetMany, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useResourceModel } from '../registry/RegistryContext';
import { recordLabel } from '../registry/recordLabel';
import { searchField } from '../registry/searchField';
import type { ResourceModel } from '../registry/types';
import { useDebouncedValue } from './useDebouncedValue';

/** Name of the widget in rjsf's registry; `buildUiSchema` sets it with `ui:options.reference`. */
export const REFERENCE_WIDGET = 'reference';

/** Milliseconds of quiet typing before the search reaches the API. */
export const SEARCH_DEBOUNCE_MS = 300;

const PAGE = { page: 1, perPage: 25 };

/**
 * rjsf widget choosing a record of another resource (`ui:options.reference`) in a
 * searchable select; stores the record's `id`. The search text filters on the first text
 * filter of the referenced resource, sorted as its list; the current value's label comes
 * from `getMany`, so a record outside the first page still shows.
 *
 * @example
 * <Form widgets={{ reference: ReferenceWidget }}
 *   uiSchema={{ ownerId: { 'ui:widget': 'reference', 'ui:options': { reference: 'owner' } } }} ... />
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors = [], options } = props;
  const { onChange, onBlur, onFocus } = props;
  const reference = typeof options.reference === 'string' ? options.reference : '';
  const target = useResourceModel(reference);
  const translate = useTranslate();
  const [inputText, setInputText] = useState('');
  const search = useDebouncedValue(inputText, SEARCH_DEBOUNCE_MS);

  const { data: found = [], isPending } = useGetList<RaRecord>(reference, {
    pagination: PAGE,
    sort: target.list.sort,
    filter: searchFilter(target, search),
  });
  const currentId = isIdentifier(value) ? value : undefined;
  const { data: current = [] } = useGetMany<RaRecord>(
    reference,
    { ids: currentId === undefined ? [] : [currentId] },
    { enabled: currentId !== undefined },
  );
  const selected =
    currentId === undefined
      ? null
      : (current.find((r) => r.id === currentId) ?? found.find((r) => r.id === currentId) ?? { id: currentId });
  const choices = selected && !found.some((r) => r.id === selected.id) ? [selected, ...found] : found;

  return (
    <Autocomplete<RaRecord>
      id={id}
      options={choices}
      value={selected}
      loading={isPending}
      disabled={disabled || readonly}
      filterOptions={(records) => records}
      getOptionLabel={(record) => recordLabel(target, record) || String(record.id)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      onChange={(_event, record) => onChange(record?.id ?? undefined)}
      onInputChange={(_event, text, reason) => setInputText(reason === 'input' ? text : '')}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) },
          }}
          label={hideLabel ? undefined : label}
          required={required}
          autoFocus={autofocus}
          placeholder={placeholder}
          error={rawErrors.length > 0}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      )}
    />
  );
}

/** `{ <first text filter>: search }`, or no filter when the target has none or nothing is typed. */
function searchFilter(target: ResourceModel, search: string): Record<string, string> {
  const field = searchField(target);
  return field && search.trim() ? { [field]: search.trim() } : {};
}

function isIdentifier(value: unknown): value is Identifier {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}
