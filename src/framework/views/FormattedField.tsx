import { useFieldValue } from 'ra-core';
import { instantTime, type ValueFormat } from '../formats/localeFormat';
import { useFormatters } from './useFormatters';

export interface FormattedFieldProps {
  source: string;
  /** How to write the value: `valueFormatOf(resource, source)` picks it from the schema. */
  format: ValueFormat;
  /** Read by react-admin's Datagrid and SimpleShowLayout for the column header / row label. */
  label?: string;
  sortable?: boolean;
  /** Shown when the record has no value. */
  emptyText?: string;
}

/**
 * A date, date-time or number of the current record in the user's language: calendar days
 * stay the same day in every time zone, instants are shown in the user's zone, numbers with
 * the language's separators. Dates are wrapped in `<time>` with their machine-readable value.
 *
 * @example
 * <FormattedField source="startDate" format={valueFormatOf(resource, 'startDate') ?? 'day'} />
 */
export function FormattedField({ source, format, emptyText = '' }: FormattedFieldProps) {
  const value = useFieldValue({ source });
  const formatters = useFormatters();
  const text = formatters.value(format, value);
  if (text === '') return <span>{emptyText}</span>;
  if (format === 'number') return <span>{text}</span>;
  const time = instantTime(value);
  const machine = format === 'day' ? String(value).slice(0, 10) : time === undefined ? undefined : new Date(time).toISOString();
  return (
    <time dateTime={machine} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
}
