import type { UiSchema } from '@rjsf/utils';
import type { ReadOnlyRule } from '../registry/types';

/**
 * The uiSchema with `ui:readonly` on the fields a record keeps as received: those of every
 * rule (`form.readOnlyWhen`) whose `field` holds one of its `in` values in `record`.
 * Without a record (create) nothing is read-only.
 */
export function applyReadOnlyRules(uiSchema: UiSchema, rules: readonly ReadOnlyRule[] | undefined, record: Record<string, unknown> | undefined): UiSchema {
  if (!record || !rules?.length) return uiSchema;
  const fields = rules.filter((rule) => rule.in.some((value) => value === record[rule.field])).flatMap((rule) => rule.fields);
  if (fields.length === 0) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const field of fields) next[field] = { ...(next[field] as UiSchema | undefined), 'ui:readonly': true };
  return next;
}
