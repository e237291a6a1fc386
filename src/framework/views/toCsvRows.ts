import { formatIsoLocal } from '../formats/localeFormat';
import { recordLabel } from '../registry/recordLabel';
import { enumChoices, propertySchema, valueKind } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import type { RegistrySummary } from '../registry/resourceDetails';
import { valueFormatOf } from './valueFormatOf';

export interface CsvRowOptions {
  resource: ResourceModel;
  model: RegistrySummary;
  /** Column label of a field (translated). */
  label: (field: string) => string;
  /** Text of an enum value (translated). */
  enumLabel: (field: string, value: unknown) => string;
  /** Text of a boolean (translated yes / no). */
  booleanLabel: (value: boolean) => string;
  /** Referenced records by field, then by id, fetched once for the whole export. */
  related: Record<string, Record<string, Record<string, unknown>>>;
  /** IANA zone instants are written in; absent: the user's own. */
  timeZone?: string;
}

/**
 * The columns an export writes: the list's default columns, then the optional ones. The
 * screen shows a few to fit its width; a file has room for every column the list offers.
 */
export function exportColumns(resource: ResourceModel): string[] {
  return [...resource.list.columns, ...(resource.list.optionalColumns ?? [])].map((column) => column.field);
}

/**
 * The list's columns (see `exportColumns`) as CSV rows, values as a person reads them on screen: enum labels,
 * referenced records by their label, yes / no, item counts of lists. Dates stay machine-readable
 * (ISO order, in the user's time zone, to the field's precision: see `formatIsoLocal`) and
 * numbers stay plain, so a spreadsheet in any language reads them as dates and numbers.
 */
export function toCsvRows(records: readonly Record<string, unknown>[], options: CsvRowOptions): Record<string, unknown>[] {
  const { resource, model, label, enumLabel, booleanLabel, related, timeZone } = options;
  return records.map((record) => {
    const row: Record<string, unknown> = {};
    for (const field of exportColumns(resource)) {
      const value = record[field];
      const reference = resource.references[field];
      const node = propertySchema(resource.schema, field);
      let text: unknown = value;
      if (value === undefined || value === null) text = '';
      else if (reference) {
        const target = model.resources.find((r) => r.name === reference.resource);
        const other = related[field]?.[String(value)];
        text = other && target ? recordLabel(target, other) : String(value);
      } else if (enumChoices(node).length > 0) text = enumLabel(field, value);
      else if (typeof value === 'boolean') text = booleanLabel(value);
      else if (Array.isArray(value) && valueKind(node) === 'array') text = value.length;
      else {
        const format = valueFormatOf(resource, field);
        if (format && format !== 'number') text = formatIsoLocal(format, value, timeZone ? { timeZone } : {});
      }
      row[label(field)] = text;
    }
    return row;
  });
}
