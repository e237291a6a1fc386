import { FRAMEWORK_WIDGETS } from '../registry/widgetNames';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { recordLabel } from '../registry/recordLabel';
import { isIdentifier } from '../data/isIdentifier';
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
  const { target, selected, choices, isPending, onInputChange, onOpen } = useReferenceChoices(reference, ids, offeredIds(options));
  const labelOf = (record: RaRecord) => recordLabel(target, record) || String(record.id);

  return (
    <Autocomplete<RaRecord, true>
      id={id}
      multiple
      options={choices}
      value={selected}
      loading={isPending}
      disabled={disabled || readonly}
      filterOptions={(records) => records}
      filterSelectedOptions
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      onChange={(_event, records) => onChange(records.length > 0 ? records.map((record) => record.id) : undefined)}
      onInputChange={onInputChange}
      onOpen={onOpen}
      renderValue={(records, getItemProps) =>
        records.map((record, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          // A value that cannot change stays legible (no faded chip) and has nothing to remove.
          return <Chip key={key} size="small" label={labelOf(record)} {...itemProps} {...(disabled || readonly ? { disabled: false } : { onDelete })} />;
        })
      }
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
