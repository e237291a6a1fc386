import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import { valuesAtPath } from '../../framework/query/valuesAtPath';

/** Whether resource `resource` has a record with id `id`; undefined when there is no such resource. */
export type RecordExists = (resource: string, id: string) => boolean | undefined;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Field errors for every reference of `record` (`resource.references`) that names no
 * existing record. Empty values are left to the schema's `required`.
 */
export function checkReferences(resource: ResourceModel, record: unknown, exists: RecordExists): FieldErrorBody[] {
  const errors: FieldErrorBody[] = [];
  for (const [field, reference] of Object.entries(resource.references)) {
    for (const { path, value } of valuesAtPath(record, field)) {
      if (isBlank(value) || typeof value === 'object') continue;
      if (exists(reference.resource, String(value)) === false) {
        errors.push({ field: path, keyword: 'reference', message: 'validation.reference', params: { resource: reference.resource, value } });
      }
    }
  }
  return errors;
}
