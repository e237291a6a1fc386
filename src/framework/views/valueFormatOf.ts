import type { ValueFormat } from '../formats/localeFormat';
import { fieldSchema, valueKind } from '../registry/schemaProperties';
import type { DatePrecision, ResourceModel } from '../registry/types';

const INSTANT_FORMATS: Record<DatePrecision, ValueFormat> = { day: 'instantDay', minute: 'instant', second: 'instantWithSeconds' };

/**
 * How a field's values are written for the user: a `format: date` as a calendar day, a
 * `date-time` as an instant to the definition's `datePrecision` (the minute by default), a
 * number with the language's separators; undefined for anything else.
 */
export function valueFormatOf(resource: ResourceModel, source: string): ValueFormat | undefined {
  switch (valueKind(fieldSchema(resource.schema, source))) {
    case 'date':
      return 'day';
    case 'dateTime':
      return INSTANT_FORMATS[resource.datePrecision?.[source] ?? 'minute'];
    case 'number':
    case 'integer':
      return 'number';
    default:
      return undefined;
  }
}
