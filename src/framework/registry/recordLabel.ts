import type { ResourceModel } from './types';

/** A `{field}` placeholder of a representation template. */
const PLACEHOLDER = /\{([^}]+)\}/g;

/** The fields a representation template shows, in their order (`'{code} - {name}'` → code, name). */
export function representationFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The label of a record from its resource's `recordRepresentation` template.
 *
 * @example
 * recordLabel(shelf, { code: 'S-01', name: 'Poetry' }) // 'S-01 - Poetry' with '{code} - {name}'
 */
export function recordLabel(resource: Pick<ResourceModel, 'recordRepresentation'>, record: Record<string, unknown>): string {
  return resource.recordRepresentation
    .replace(PLACEHOLDER, (_, field: string) => {
      const value = record[field];
      return value === undefined || value === null ? '' : String(value);
    })
    .trim();
}
