import { FRAMEWORK_WIDGETS } from '../registry/widgetNames';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { isIdentifier } from '../data/isIdentifier';
import { describedBy } from './describedBy';
import { offeredIds } from './offeredIds';
import { useReferenceChoices } from './useReferenceChoices';

/** Name of the widget in rjsf's registry; `buildUiSchema` sets it on lists of references (`events[]`). */
export const REFERENCE_ARRAY_WIDGET = FRAMEWORK_WIDGETS.referenceArray;

/**
 * rjsf widget for a list of ids of another resource (`ui:options.reference`): the chosen
 * records as chips (by their label) in one searchable multi-select, like react-admin's
 * `AutocompleteArrayInput`; stores the ids in the order chosen.
 */
export function ReferenceArrayWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors = [], options } = props;
  const { onChange, onBlur, onFocus } = props;
  const reference = typeof options.reference === 'string' ? options.reference : '';
  const translate = useTranslate();
  const ids: Identifier[] = Array.isArray(value) ? value.filter(isIdentifier) : [];
  const offered = offeredIds(options);
  const { mode, selected, choices, labelOf, isPending, onInputChange, onOpen } = useReferenceChoices(reference, ids, offered);
  const locked = disabled || readonly;
  // Records the role may not look up and the app does not know: the values stay, and the field says why.
  const reason = mode === 'fixed' && !locked ? translate('forms.reference.unlisted') : undefined;
  // A value the writer may not grant is not the writer's to take away either (the API refuses both).
  const removable = (record: RaRecord) => !locked && mode !== 'fixed' && (offered === undefined || offered.includes(String(record.id)));

  return (
    <Autocomplete<RaRecord, true>
      id={id}
      multiple
      options={choices}
      value={selected}
      loading={isPending}
      disabled={locked || mode === 'fixed'}
      filterOptions={(records) => records}
      filterSelectedOptions
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      onChange={(_event, records) => {
        // Clearing or a backspace takes away only what the writer may take away.
        const kept = selected.filter((record) => !removable(record) && !records.some((r) => r.id === record.id));
        const next = [...kept, ...records];
        onChange(next.length > 0 ? next.map((record) => record.id) : undefined);
      }}
      onInputChange={onInputChange}
      onOpen={onOpen}
      renderValue={(records, getItemProps) =>
        records.map((record, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          // A value that cannot change stays legible (no faded chip) and has nothing to remove.
          return <Chip key={key} size="small" label={labelOf(record)} {...itemProps} {...(removable(record) ? { onDelete } : { disabled: false })} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy(id, reason) },
          }}
          label={hideLabel ? undefined : label}
          helperText={reason}
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
