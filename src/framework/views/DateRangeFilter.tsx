import Stack from '@mui/material/Stack';
import { DateInput } from 'react-admin';
import { useTranslate } from 'ra-core';

export interface DateRangeFilterProps {
  /** Query parameter of the first day (react-admin keys the filter by it). */
  source: string;
  /** Query parameter of the last day. */
  to: string;
  label: string;
  alwaysOn?: boolean;
}

/** Two dates; the data provider widens them to the start of the first day and the end of the last. */
export function DateRangeFilter({ source, to, label }: DateRangeFilterProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <DateInput source={source} label={`${label} (${translate('app.filter.from')})`} helperText={false} />
      <DateInput source={to} label={`${label} (${translate('app.filter.to')})`} helperText={false} />
    </Stack>
  );
}
