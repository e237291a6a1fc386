import { fieldSchema, valueKind } from '../registry/schemaProperties';
import { representationFields } from '../registry/recordLabel';
import type { ResourceModel } from '../registry/types';
import { valueSetOf } from '../registry/valueSetEntry';

/** What a one-column list (below the `sm` breakpoint) shows of each record besides its representation. */
export interface CompactListFields {
  /**
   * A status: the first column with a value set, else with a badge, else the first enum
   * column; without any, the first column the representation does not already show (not a reference).
   */
  secondary?: string;
  /** A date: the first date or date-time column. */
  tertiary?: string;
  /**
   * What the record belongs to, when its representation is numbers alone (an order, a
   * count) and so names nothing on its own: the default columns that are references, shown
   * by their records' names.
   */
  context?: string[];
}

/** Picks the compact list's fields from the definition's default columns. */
export function compactListFields(resource: ResourceModel): CompactListFields {
  const fields = resource.list.columns.map((column) => column.field);
  const kind = (field: string) => valueKind(fieldSchema(resource.schema, field));
  const represented = representationFields(resource.recordRepresentation);
  const secondary =
    resource.list.columns.find((column) => valueSetOf(resource, column.field))?.field ??
    resource.list.columns.find((column) => column.badge)?.field ??
    fields.find((field) => kind(field) === 'enum') ??
    // Not a reference: its link would sit inside the row's own link.
    fields.find((field) => !represented.includes(field) && !resource.references[field] && kind(field) !== 'date' && kind(field) !== 'dateTime');
  const tertiary = fields.find((field) => kind(field) === 'date' || kind(field) === 'dateTime');
  const numbersAlone = represented.length > 0 && represented.every((field) => kind(field) === 'integer' || kind(field) === 'number');
  const context = numbersAlone ? fields.filter((field) => resource.references[field] && !represented.includes(field)) : [];
  return { ...(secondary ? { secondary } : {}), ...(tertiary ? { tertiary } : {}), ...(context.length ? { context } : {}) };
}
