import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { enumChoices, fieldSchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { enumValueLabel } from './enumValueLabel';

/** Label of an enum value: `resources.<name>.values.<field>.<value>`, else the schema's title. */
export function useEnumLabel(resource: ResourceModel, field: string): (value: unknown) => string {
  const translate = useTranslate();
  return useCallback((value: unknown) => enumValueLabel(translate, resource, field, value), [translate, resource, field]);
}

/** The choices of an enum field for a select input, labels translated. */
export function useEnumChoices(resource: ResourceModel, field: string): { id: string | number | boolean; name: string }[] {
  const label = useEnumLabel(resource, field);
  return enumChoices(fieldSchema(resource.schema, field)).map((choice) => ({ id: choice.value, name: label(choice.value) }));
}
