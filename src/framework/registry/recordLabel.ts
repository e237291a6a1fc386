import type { ResourceModel } from './types';

/**
 * The label of a record from its resource's `recordRepresentation` template.
 *
 * @example
 * recordLabel(program, { code: 'P-01', name: 'Angra' }) // 'P-01 - Angra' with '{code} - {name}'
 */
export function recordLabel(resource: Pick<ResourceModel, 'recordRepresentation'>, record: Record<string, unknown>): string {
  return resource.recordRepresentation.replace(/\{([^}]+)\}/g, (_, field: string) => {
    const value = record[field];
    return value === undefined || value === null ? '' : String(value);
  }).trim();
}
