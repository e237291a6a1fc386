import Box from '@mui/material/Box';
import { generateForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrorBody } from '../data/apiConventions';
import type { ResourceModel } from '../registry/types';
import { buildFormSchema, editableFields } from './buildFormSchema';
import { buildUiSchema } from './buildUiSchema';
import { schemaValidator } from './createSchemaValidator';
import { ID_PREFIX, ID_SEPARATOR } from './fieldOfId';
import { FormToolbar } from './FormToolbar';
import { localizeSchema } from './localizeSchema';
import { REFERENCE_WIDGET, ReferenceWidget } from './ReferenceWidget';
import { translateErrors } from './translateErrors';
import { useErrorVisibility } from './useErrorVisibility';
import { useServerErrors } from './useServerErrors';

type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** The resource whose `form.fields` are edited. */
  resource: ResourceModel;
  /** Initial values (the record being edited). Read once: remount (`key`) to load another record. */
  defaultValue?: FormData;
  /** Called with the data when the user saves and the client-side validation passes. */
  onSubmit: (data: FormData) => void;
  /** Shows a cancel button calling it. */
  onCancel?: () => void;
  /** Called with the data at each change (a draft kept while the session is renewed). */
  onChange?: (data: FormData) => void;
  /** A save is in flight: the save button is disabled and spins. */
  saving?: boolean;
  /**
   * Field errors of the last API refusal; each stays on its field until that field is edited.
   * Pass the same array until the next refusal: a new array starts over.
   */
  serverErrors?: FieldErrorBody[];
}

const Form = generateForm<FormData>();
/** A `oneOf` of constants is a choice list: no choice is made for the user. */
const defaultFormStateBehavior = { constAsDefaults: 'skipOneOf' } as const;
const widgets: RegistryWidgetsType<FormData> = { [REFERENCE_WIDGET]: ReferenceWidget };

/**
 * Create/edit form of a resource, rendered from its JSON Schema with rjsf's MUI theme.
 * Titles, help texts, choices and validation messages are translated; a message shows
 * once the user left the field or submitted; `serverErrors` land on their fields; what
 * the user typed is kept in state, so a failed save never loses it.
 *
 * @example
 * const [create, { isPending, error }] = useCreate();
 * <SchemaForm
 *   resource={resource}
 *   onSubmit={(data) => create(resource.name, { data })}
 *   onCancel={() => redirect('list', resource.name)}
 *   saving={isPending}
 *   serverErrors={fieldErrorsOf(error)}
 * />
 */
export function SchemaForm({ resource, defaultValue, onSubmit, onCancel, onChange, saving = false, serverErrors }: SchemaFormProps) {
  const translate = useTranslate();
  const [formData, setFormData] = useState<FormData>(() => defaultValue ?? {});
  const fields = useMemo(() => editableFields(resource), [resource]);
  const schema = useMemo(() => localizeSchema(buildFormSchema(resource), resource.name, translate), [resource, translate]);
  const uiSchema = useMemo(() => buildUiSchema(resource, translate), [resource, translate]);
  const { visibleErrors, onBlur, onSubmitCapture } = useErrorVisibility(fields);
  const extraErrors = useServerErrors(serverErrors, formData, fields, translate);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(visibleErrors(errors), resource, translate),
    [visibleErrors, resource, translate],
  );
  // While a message shows, re-check at each keystroke so it clears as the user fixes the
  // field; otherwise it would clear on the blur of the Save click, moving the button away
  // between press and release and losing the click. With no message, check on blur.
  const [liveValidate, setLiveValidate] = useState<'onBlur' | 'onChange'>('onBlur');
  const handleChange = useCallback((event: IChangeEvent<FormData>) => {
    setFormData(event.formData ?? {});
    onChange?.(event.formData ?? {});
    setLiveValidate(event.errors.length > 0 ? 'onChange' : 'onBlur');
  }, [onChange]);
  const handleError = useCallback(() => setLiveValidate('onChange'), []);
  // Enter in a field submits too: no second save while one is in flight.
  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>) => {
      if (!saving) onSubmit(event.formData ?? {});
    },
    [onSubmit, saving],
  );

  return (
    <Box onSubmitCapture={onSubmitCapture}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={schemaValidator}
        widgets={widgets}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        showErrorList={false}
        liveValidate={liveValidate}
        noHtml5Validate
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        onError={handleError}
        onChange={handleChange}
        onBlur={onBlur}
        onSubmit={handleSubmit}
      >
        <FormToolbar saving={saving} onCancel={onCancel} />
      </Form>
    </Box>
  );
}
