import { enumChoices, propertySchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { valueLabelKey } from '../i18n/labelKeys';

type Translate = (key: string, options?: object) => string;

/** The label of an enum value: its translation, else the title of its `oneOf` entry, else the value. */
export function enumValueLabel(translate: Translate, resource: ResourceModel, field: string, value: unknown): string {
  const choice = enumChoices(propertySchema(resource.schema, field)).find((c) => c.value === value);
  return translate(valueLabelKey(resource.name, field, value), { _: choice?.title ?? String(value ?? '') });
}
