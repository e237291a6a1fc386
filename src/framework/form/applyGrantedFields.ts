import type { UiSchema } from '@rjsf/utils';
import type { GrantedFieldOption, GrantLock } from './grantedFieldOptions';

/** The uiSchema option the select and reference widgets read: the only values they offer (OfferedSelectWidget, useReferenceChoices). */
export const OFFERED_OPTION = 'offered';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `node` with `options` merged into its `ui:options`. */
function withOptions(node: unknown, options: Record<string, unknown>): UiSchema {
  const own = isRecord(node) ? node : {};
  return { ...own, 'ui:options': { ...(isRecord(own['ui:options']) ? own['ui:options'] : {}), ...options } } as UiSchema;
}

/**
 * The uiSchema node of a path's values, below its form field: `roles[].name` → the field
 * `roles`, then `items.name`; `projects[]` → `projects` itself (a list of ids is one widget).
 */
function splitPath(path: string): { field: string; below: string[] } {
  const [head = '', ...rest] = path.split('.');
  const field = head.endsWith('[]') ? head.slice(0, -2) : head;
  // Only a list of objects has a node of its own per item property.
  return { field, below: rest.length > 0 && head.endsWith('[]') ? ['items', ...rest] : rest };
}

function setBelow(node: unknown, keys: readonly string[], options: Record<string, unknown>): UiSchema {
  const own = isRecord(node) ? node : {};
  const [key, ...rest] = keys;
  if (key === undefined) return withOptions(own, options);
  return { ...own, [key]: setBelow(own[key], rest, options) };
}

/**
 * The form's uiSchema with the granted fields as `grantedFieldOptions` decided: a read-only
 * field gets `ui:readonly` (its list can neither grow nor shrink) and, given `lockHelp`, a
 * help line saying why; the values offered go to the widget that draws them as
 * `ui:options.offered`.
 */
export function applyGrantedFields(uiSchema: UiSchema, options: readonly GrantedFieldOption[], lockHelp?: (lock: GrantLock) => string): UiSchema {
  let next: UiSchema = uiSchema;
  for (const { path, readOnly, offered } of options) {
    const { field, below } = splitPath(path);
    let node: unknown = next[field];
    if (offered) node = setBelow(node, below, { [OFFERED_OPTION]: offered });
    if (readOnly) node = { ...(isRecord(node) ? node : {}), 'ui:readonly': true, ...(lockHelp ? { 'ui:help': lockHelp(readOnly) } : {}) };
    if (node !== next[field]) next = { ...next, [field]: node };
  }
  return next;
}
