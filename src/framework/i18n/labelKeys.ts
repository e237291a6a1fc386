/**
 * The i18n keys of a resource's labels, one convention for lists, shows, forms and
 * exports. `path` is a property name or a dotted path into nested objects and lists
 * (`translations.language`).
 */

/** `resources.<resource>.fields.<path>`: the label of a field. */
export function fieldLabelKey(resource: string, path: string): string {
  return `resources.${resource}.fields.${path}`;
}

/** `resources.<resource>.values.<path>.<value>`: the label of one enum value. */
export function valueLabelKey(resource: string, path: string, value: unknown): string {
  return `resources.${resource}.values.${path}.${String(value)}`;
}

/** `resources.<resource>.filters.<param>`: a filter's own label, where its field's would be ambiguous. */
export function filterLabelKey(resource: string, param: string): string {
  return `resources.${resource}.filters.${param}`;
}
