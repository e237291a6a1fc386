/** The framework's own form widgets, by the name a uiSchema gives them (`"ui:widget": "reference"`). */
export const FRAMEWORK_WIDGETS = { reference: 'reference', referenceArray: 'referenceArray' } as const;

/**
 * Every name a `ui:widget` may hold: rjsf's aliases (its widget map, per value type), the
 * names of its registry's widgets, and the framework's own.
 */
export const WIDGET_NAMES: readonly string[] = [
  // @rjsf/utils getWidget's aliases.
  'alt-date',
  'alt-datetime',
  'checkbox',
  'checkboxes',
  'color',
  'data-url',
  'date',
  'date-time',
  'datetime',
  'email',
  'file',
  'files',
  'hidden',
  'hostname',
  'ipv4',
  'ipv6',
  'password',
  'radio',
  'range',
  'select',
  'text',
  'textarea',
  'time',
  'updown',
  'uri',
  // The registry's widget components.
  'AltDateTimeWidget',
  'AltDateWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateTimeWidget',
  'DateWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'URLWidget',
  'UpDownWidget',
  ...Object.values(FRAMEWORK_WIDGETS),
];
