import { fieldSchema, valueKind } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';

/**
 * How a list cell lays out its value: `nowrap` keeps codes, dates, numbers and badges on
 * one line; `ellipsis` cuts long text (names, descriptions, references) at a width and
 * shows the whole in a tooltip.
 */
export type ColumnLayout = 'nowrap' | 'ellipsis';

/** Strings up to this many characters are codes (tags, identifiers, usernames): never cut. */
export const CODE_MAX_LENGTH = 64;

/** The layout of the column showing `field` of `resource`. */
export function columnLayout(resource: ResourceModel, field: string): ColumnLayout {
  if (resource.references[field] || resource.references[`${field}[]`]) return 'ellipsis';
  const node = fieldSchema(resource.schema, field);
  const kind = valueKind(node);
  if (kind !== 'string' && kind !== 'unknown') return 'nowrap';
  const maxLength = typeof node?.maxLength === 'number' ? node.maxLength : undefined;
  return maxLength !== undefined && maxLength <= CODE_MAX_LENGTH ? 'nowrap' : 'ellipsis';
}
