import { useTranslate } from 'ra-core';
import { fieldLabelKey } from '../../framework/i18n/labelKeys';
import { useOptionalResourceModel } from '../../framework/registry/RegistryContext';
import { valueSetOf } from '../../framework/registry/valueSetEntry';
import { enumValueLabel } from '../../framework/views/enumValueLabel';
import { shownValue } from './timelineCalls';

export interface ChangeText {
  field: (field: string) => string;
  value: (field: string, value: unknown) => string;
}

/**
 * How a timeline entry's changes read: the field's label and, for a field with a value set,
 * the value's label in the user's language, as the entry's resource defines them; a
 * resource the registry does not know shows the raw field and value.
 */
export function useChangeText(resourceName: string | undefined): ChangeText {
  const translate = useTranslate();
  const resource = useOptionalResourceModel(resourceName);
  return {
    field: (field) => (resource ? translate(fieldLabelKey(resource.name, field), { _: field }) : field),
    value: (field, value) =>
      resource && value !== undefined && value !== null && typeof value !== 'object' && valueSetOf(resource, field)
        ? enumValueLabel(translate, resource, field, value)
        : shownValue(value),
  };
}
