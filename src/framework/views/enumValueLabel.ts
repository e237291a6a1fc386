import { enumChoices, fieldSchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { valueSetEntry, valueSetOf } from '../registry/valueSetEntry';
import { valueLabelKey } from '../i18n/labelKeys';

type Translate = (key: string, options?: object) => string;

/**
 * The label of an enum value: its translation, else the title of its `oneOf` entry, else
 * the value. A field with a value set shows a value outside the set as the set's
 * `unknown` entry (an unknown status reads "not started").
 */
export function enumValueLabel(translate: Translate, resource: ResourceModel, field: string, value: unknown): string {
  const set = valueSetOf(resource, field);
  const shown = set ? (valueSetEntry(set, value)?.value ?? value) : value;
  const choice = enumChoices(fieldSchema(resource.schema, field)).find((c) => String(c.value) === String(shown));
  return translate(valueLabelKey(resource.name, field.replace(/\[\]/g, ''), shown), { _: choice?.title ?? String(shown ?? '') });
}
