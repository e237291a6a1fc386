import { FRAMEWORK_WIDGETS } from '../registry/widgetNames';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate, type RaRecord } from 'react-admin';
import { isIdentifier } from '../data/isIdentifier';
import { describedBy } from './describedBy';
import { offeredIds } from './offeredIds';
import { useReferenceChoices } from './useReferenceChoices';

export { SEARCH_DEBOUNCE_MS } from './useReferenceChoices';

/** Name of the widget in rjsf's registry; `buildUiSchema` sets it with `ui:options.reference`. */
export const REFERENCE_WIDGET = FRAMEWORK_WIDGETS.reference;

/**
 * rjsf widget choosing a record of another resource (`ui:options.reference`) in a
 * searchable select; stores the record's `id`. The search text filters on the first text
 * filter of the referenced resource, sorted as its list; the current value's label comes
 * from `getMany`, so a record outside the first page still shows. Records the user's role
 * may not list are not asked for (useReferenceChoices): the app's own are offered, or the
 * value stays as it is with a line saying why.
 *
 * @example
 * <Form widgets={{ reference: ReferenceWidget }}
 *   uiSchema={{ ownerId: { 'ui:widget': 'reference', 'ui:options': { reference: 'owner' } } }} ... />
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors = [], options } = props;
  const { onChange, onBlur, onFocus } = props;
  const reference = typeof options.reference === 'string' ? options.reference : '';
  const translate = useTranslate();
  const { mode, selected, choices, labelOf, isPending, onInputChange, onOpen } = useReferenceChoices(
    reference,
    isIdentifier(value) ? [value] : [],
    offeredIds(options),
  );
  const locked = disabled || readonly;
  // Records the role may not look up and the app does not know: the value stays, and the field says why.
  const reason = mode === 'fixed' && !locked ? translate('forms.reference.unlisted') : undefined;

  return (
    <Autocomplete<RaRecord>
      id={id}
      options={choices}
      value={selected[0] ?? null}
      loading={isPending}
      disabled={locked || mode === 'fixed'}
      filterOptions={(records) => records}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      onChange={(_event, record) => onChange(record?.id ?? undefined)}
      onInputChange={onInputChange}
      onOpen={onOpen}
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
