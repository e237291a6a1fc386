import Typography from '@mui/material/Typography';
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
  /**
   * Drawn inside a table cell, which already sets the text's size: a bare element instead of
   * MUI's typography (three components fewer per row and column of a list).
   */
  inCell?: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A date, date-time or number of the current record in the user's language: calendar days
 * stay the same day in every time zone, instants are shown in the user's zone, numbers with
 * the language's separators. Dates are wrapped in `<time>` with their machine-readable value.
 *
 * @example
 * <FormattedField source="startDate" format={valueFormatOf(resource, 'startDate') ?? 'day'} />
 */
export function FormattedField({ source, format, emptyText = '', inCell = false }: FormattedFieldProps) {
  const value = useFieldValue({ source });
  const formatters = useFormatters();
  const text = formatters.value(format, value);
  const time = instantTime(value);
  const machine = format === 'day' ? String(value).slice(0, 10) : time === undefined ? undefined : new Date(time).toISOString();
  const content = text === '' ? emptyText : text;
  const isTime = text !== '' && format !== 'number';
  if (inCell)
    return isTime ? (
      <time dateTime={machine} style={NO_WRAP}>
        {text}
      </time>
    ) : (
      <span>{content}</span>
    );
  // body2, as react-admin's TextField: a date on a show page reads at the size of the text beside it.
  return isTime ? (
    <Typography component="time" variant="body2" dateTime={machine} sx={NO_WRAP}>
      {text}
    </Typography>
  ) : (
    <Typography component="span" variant="body2">
      {content}
    </Typography>
  );
}
