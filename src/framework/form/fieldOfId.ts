/** Prefix and separator of the ids rjsf gives its fields (`root_name`, `root_items_0_label`). */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

/**
 * The top-level form field an rjsf field id belongs to (`root_translations_0_language`
 * → `translations`), the longest match among `fields`, or undefined.
 */
export function fieldOfId(id: string, fields: readonly string[]): string | undefined {
  const prefix = ID_PREFIX + ID_SEPARATOR;
  if (!id.startsWith(prefix)) return undefined;
  const rest = id.slice(prefix.length);
  return fields.filter((field) => rest === field || rest.startsWith(field + ID_SEPARATOR)).sort((a, b) => b.length - a.length)[0];
}
