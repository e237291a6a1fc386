import { useState } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { SEARCH_DEBOUNCE_MS } from '../form/ReferenceWidget';
import { useDebouncedValue } from '../form/useDebouncedValue';
import { recordLabel } from '../registry/recordLabel';
import type { ResourceSummary } from '../registry/resourceDetails';
import { useRecordOptions } from './useRecordOptions';

export interface RecordAutocompleteProps {
  /** The resource the records are picked from. */
  target: ResourceSummary;
  /** Several records (link, unlink) or one (assign). */
  multiple: boolean;
  value: RaRecord[];
  onChange: (records: RaRecord[]) => void;
  label: string;
  /** Message key shown under the input. */
  error?: string;
  only?: readonly Identifier[];
  exclude?: readonly Identifier[];
  /** Marked required (default): an action dialog needs a pick; a page adding records one by one does not. */
  required?: boolean;
}

/** A searchable select of records of another resource, labelled by its `recordRepresentation`. */
export function RecordAutocomplete({ target, multiple, value, onChange, label, error, only, exclude, required = true }: RecordAutocompleteProps) {
  const translate = useTranslate();
  const [inputText, setInputText] = useState('');
  const search = useDebouncedValue(inputText, SEARCH_DEBOUNCE_MS);
  const { records, isPending, serverSide } = useRecordOptions(target, { search, only, exclude });
  const optionLabel = (record: RaRecord) => recordLabel(target, record) || String(record.id);
  const shared = {
    options: records,
    loading: isPending,
    getOptionLabel: optionLabel,
    isOptionEqualToValue: (option: RaRecord, chosen: RaRecord) => String(option.id) === String(chosen.id),
    // The API already filtered by the text; filtering again on the label could hide matches.
    ...(serverSide ? { filterOptions: (options: RaRecord[]) => options } : {}),
    noOptionsText: translate('ra.navigation.no_results'),
    loadingText: translate('ra.page.loading'),
    clearText: translate('ra.action.clear_input_value'),
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
    onInputChange: (_event: unknown, text: string, reason: string) => setInputText(reason === 'input' ? text : ''),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={required}
        error={error !== undefined}
        helperText={error === undefined ? undefined : translate(error, { _: error })}
        sx={{ mt: 1 }}
      />
    ),
  };
  return multiple ? (
    <Autocomplete<RaRecord, true> {...shared} multiple disableCloseOnSelect value={value} onChange={(_event, records) => onChange(records)} />
  ) : (
    <Autocomplete<RaRecord> {...shared} value={value[0] ?? null} onChange={(_event, record) => onChange(record ? [record] : [])} />
  );
}
