import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { Templates } from '@rjsf/mui';
import { errorId, getUiOptions, helpId, type FieldTemplateProps, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const WrapIfAdditionalTemplate = Templates.WrapIfAdditionalTemplate as ComponentType<WrapIfAdditionalTemplateProps>;

/** A value the user types or picks in one input (not a group of fields nor a list of them). */
function isLeaf(schema: FieldTemplateProps['schema'], uiSchema: FieldTemplateProps['uiSchema']): boolean {
  if (getUiOptions(uiSchema).widget !== undefined) return true;
  return schema.type !== 'object' && schema.type !== 'array' && !schema.properties;
}

/**
 * rjsf's field frame: the widget, then one line under it holding the field's message when
 * it has one, else its help text. The line of a leaf field is always there (blank when it
 * has nothing to say), so a message appearing on blur moves nothing: the button the user
 * is pressing stays under the pointer. The schema's own description is not shown: help
 * comes from `ui:help` only, once.
 */
export function FormFieldTemplate(props: FieldTemplateProps) {
  const { id, fieldPathId, children, classNames, style, hidden, rawErrors = [], rawHelp, errors, help, required, schema, uiSchema, registry } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const hasErrors = rawErrors.length > 0;
  const leaf = isLeaf(schema, uiSchema);
  return (
    <WrapIfAdditionalTemplate
      classNames={classNames}
      style={style}
      disabled={props.disabled}
      id={id}
      label={props.label}
      displayLabel={props.displayLabel}
      rawDescription={props.rawDescription}
      onKeyRename={props.onKeyRename}
      onKeyRenameBlur={props.onKeyRenameBlur}
      onRemoveProperty={props.onRemoveProperty}
      readonly={props.readonly}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <FormControl fullWidth error={hasErrors} required={required}>
        {children}
        {leaf ? (
          <FormHelperText
            component="div"
            id={hasErrors ? errorId(fieldPathId) : rawHelp ? helpId(fieldPathId) : undefined}
            error={hasErrors}
            // One line is always kept, so the layout never jumps when a message comes or goes.
            sx={{ minHeight: '1.66em', mt: 0.5 }}
          >
            {hasErrors ? rawErrors.join(' · ') : (rawHelp ?? '\u00a0')}
          </FormHelperText>
        ) : (
          <>
            {errors}
            {!hasErrors && help}
          </>
        )}
      </FormControl>
    </WrapIfAdditionalTemplate>
  );
}
