import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { fieldLabelKey } from '../i18n/labelKeys';
import { fieldSchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';

/** Humanizes a property name when neither a translation nor a schema title exists. */
function humanize(field: string): string {
  const words = field
    .replace(/^_/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Label of a field: `resources.<name>.fields.<field>`, else the schema title, else the name. */
export function useFieldLabel(resource: ResourceModel): (field: string) => string {
  const translate = useTranslate();
  return useCallback(
    (field: string) => translate(fieldLabelKey(resource.name, field), { _: fieldSchema(resource.schema, field)?.title ?? humanize(field) }),
    [translate, resource],
  );
}
