import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { generateForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType, RJSFValidationError, TemplatesType } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrorBody } from '../data/apiConventions';
import type { ResourceModel } from '../registry/types';
import { useMayReadReferences } from '../views/useMayReadReferences';
import { applyGrantedFields } from './applyGrantedFields';
import { applyReadOnlyRules } from './applyReadOnlyRules';
import { buildFormSchema, editableFields } from './buildFormSchema';
import { BufferedInputTemplate } from './BufferedInputTemplate';
import { buildUiSchema } from './buildUiSchema';
import { ID_PREFIX, ID_SEPARATOR } from './fieldOfId';
import { errorFieldPath } from './fieldPath';
import { focusFirstInvalid } from './focusFirstInvalid';
import { FormAddButton } from './FormAddButton';
import { FormFieldTemplate } from './FormFieldTemplate';
import { FormObjectFieldTemplate } from './FormObjectFieldTemplate';
import { mergeFormData, pickFormData } from './formRecord';
import { FormToolbar } from './FormToolbar';
import { useFormValidator } from './formValidators';
import { grantedFieldOptions, type GrantWriter } from './grantedFieldOptions';
import { localizeSchema } from './localizeSchema';
import { lockScopeField } from './lockScopeField';
import { OfferedSelectWidget } from './OfferedSelectWidget';
import { REFERENCE_ARRAY_WIDGET, ReferenceArrayWidget } from './ReferenceArrayWidget';
import { REFERENCE_WIDGET, ReferenceWidget } from './ReferenceWidget';
import { rjsfStringTranslator } from './rjsfStrings';
import { translateErrors } from './translateErrors';
import { trimFormData } from './trimFormData';
import { useErrorVisibility } from './useErrorVisibility';
import { useServerErrors } from './useServerErrors';

type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** The resource whose `form.fields` are edited. */
  resource: ResourceModel;
  /** Initial values (the record being edited). Read once: remount (`key`) to load another record. */
  defaultValue?: FormData;
  /**
   * Called when the user saves and the client-side validation passes, with the record to
   * save: `defaultValue` with the form's fields replaced by what the form holds, texts trimmed.
   */
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
  /**
   * Who fills the form, for a resource with `grants`: the values it may not grant are not
   * offered, and the granted fields of its own record (or of one out of its reach) are
   * read-only (grantedFieldOptions). Without it the form narrows nothing; the API decides.
   */
  writer?: GrantWriter;
}

const Form = generateForm<FormData>();
/** A `oneOf` of constants is a choice list: no choice is made for the user. */
const defaultFormStateBehavior = { constAsDefaults: 'skipOneOf' } as const;
const widgets: RegistryWidgetsType<FormData> = {
  [REFERENCE_WIDGET]: ReferenceWidget,
  [REFERENCE_ARRAY_WIDGET]: ReferenceArrayWidget,
  SelectWidget: OfferedSelectWidget,
};
const templates: Partial<TemplatesType<FormData>> = {
  BaseInputTemplate: BufferedInputTemplate,
  FieldTemplate: FormFieldTemplate,
  ObjectFieldTemplate: FormObjectFieldTemplate,
  ButtonTemplates: { AddButton: FormAddButton } as TemplatesType<FormData>['ButtonTemplates'],
};

/** How many fields the errors are about (a field with two messages counts once). */
function fieldCount(errors: readonly RJSFValidationError[]): number {
  return new Set(errors.map(errorFieldPath)).size;
}

/** Where no roles are known yet, every record counts as listable: nothing is locked. */
const LISTS_ALL = () => true;

/**
 * Create/edit form of a resource, rendered from its JSON Schema with rjsf's MUI theme.
 * Titles, help texts, choices and validation messages are translated; a message shows
 * once the user left the field or submitted, in a line kept under each field so nothing
 * moves; a refused save scrolls to and focuses the first field in error and says how many
 * need attention beside the (sticky) Save button. Only the form's fields are validated
 * (a closed schema never sees `_id`); texts are trimmed before "required". `serverErrors`
 * land on their fields; what the user typed is kept, so a failed save never loses it.
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
export function SchemaForm({ resource, defaultValue, onSubmit, onCancel, onChange, saving = false, serverErrors, writer }: SchemaFormProps) {
  const translate = useTranslate();
  const validator = useFormValidator(resource);
  const fields = useMemo(() => editableFields(resource), [resource]);
  const [formData, setFormData] = useState<FormData>(() => pickFormData(defaultValue, fields));
  const [record] = useState(defaultValue);
  const schema = useMemo(() => localizeSchema(buildFormSchema(resource), resource.name, translate), [resource, translate]);
  const readable = useMayReadReferences();
  // The roles are known before a form opens; until then nothing is locked.
  const mayList = readable.isPending ? LISTS_ALL : readable.mayList;
  const uiSchema = useMemo(() => {
    const readOnly = applyReadOnlyRules(buildUiSchema(resource, translate), resource.form.readOnlyWhen, record);
    const built = lockScopeField(readOnly, resource, { mayList, help: translate('forms.reference.scope') });
    if (!resource.grants || !writer) return built;
    const options = grantedFieldOptions({ grants: resource.grants, writer, ...(record ? { record } : {}) });
    return applyGrantedFields(built, options, (lock) => translate(`forms.granted.${lock}`));
  }, [resource, translate, record, writer, mayList]);
  const translateString = useMemo(() => rjsfStringTranslator(translate), [translate]);
  const { visibleErrors, onBlur, onSubmitCapture } = useErrorVisibility(fields);
  const extraErrors = useServerErrors(serverErrors, formData, fields, translate);
  const [invalidCount, setInvalidCount] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(visibleErrors(errors), resource, translate),
    [visibleErrors, resource, translate],
  );
  // While a message shows (and from a refused save on), re-check at each keystroke so it
  // clears as the user fixes the field; otherwise check on blur. The line under each field
  // is reserved, so a message coming or going on the blur of a Save press moves nothing.
  const [liveValidate, setLiveValidate] = useState<'onBlur' | 'onChange'>('onBlur');
  const submitFailed = useRef(false);
  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      setFormData(event.formData ?? {});
      onChange?.(event.formData ?? {});
      setLiveValidate(submitFailed.current || event.errors.length > 0 ? 'onChange' : 'onBlur');
      setInvalidCount((count) => (count === 0 ? 0 : fieldCount(event.errors)));
    },
    [onChange],
  );
  const handleError = useCallback((errors: RJSFValidationError[]) => {
    submitFailed.current = true;
    setLiveValidate('onChange');
    setInvalidCount(fieldCount(errors));
  }, []);
  const focusOnFirstError = useCallback(() => focusFirstInvalid(formRef.current), []);
  // Enter in a field submits too: no second save while one is in flight.
  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>) => {
      setInvalidCount(0);
      if (!saving) onSubmit(mergeFormData(record, trimFormData(event.formData ?? {}, schema), fields));
    },
    [onSubmit, saving, record, fields, schema],
  );

  // The form's compiled checks come with it, a moment after the page.
  if (!validator) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />;
  return (
    <Box ref={formRef} onSubmitCapture={onSubmitCapture}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        templates={templates}
        translateString={translateString}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        showErrorList={false}
        liveValidate={liveValidate}
        noHtml5Validate
        focusOnFirstError={focusOnFirstError}
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        onError={handleError}
        onChange={handleChange}
        onBlur={onBlur}
        onSubmit={handleSubmit}
      >
        <FormToolbar saving={saving} onCancel={onCancel} invalidCount={invalidCount} />
      </Form>
    </Box>
  );
}
