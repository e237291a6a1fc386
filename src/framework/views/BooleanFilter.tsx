import { SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';

/** A yes / no filter. */
export function BooleanFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = [
    { id: true, name: translate('app.filter.yes') },
    { id: false, name: translate('app.filter.no') },
  ];
  return <SelectInput source={source} label={label} choices={choices} helperText={false} sx={{ minWidth: 140 }} />;
}
