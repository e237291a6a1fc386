import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { FIC_STATUSES } from '../../contracts/fic';
import type { FicFilters } from './useFicList';

/** Typing in the number waits this long before the list asks again. */
const NUMBER_DELAY_MS = 400;

export interface FicFiltersBarProps {
  filters: FicFilters;
  onChange(filters: FicFilters): void;
}

/** The list's filters (spec §7): number, status and imported. */
export function FicFiltersBar({ filters, onChange }: FicFiltersBarProps) {
  const translate = useTranslate();
  const [number, setNumber] = useState(filters.number);
  useEffect(() => {
    if (number.trim() === filters.number) return;
    const timer = setTimeout(() => onChange({ ...filters, number: number.trim() }), NUMBER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [number, filters, onChange]);
  return (
    <Stack direction="row" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', gap: 2 }}>
      <TextField
        size="small"
        label={translate('app.fic.filters.number')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ minWidth: 160, flex: '1 1 160px' }}
      />
      <TextField
        select
        size="small"
        label={translate('app.fic.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
        sx={{ minWidth: 160, flex: '1 1 160px' }}
      >
        <MenuItem value="">{translate('app.fic.filters.any')}</MenuItem>
        {FIC_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.fic.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.fic.filters.imported')}
        value={filters.imported}
        onChange={(event) => onChange({ ...filters, imported: event.target.value })}
        sx={{ minWidth: 160, flex: '1 1 160px' }}
      >
        <MenuItem value="">{translate('app.fic.filters.any')}</MenuItem>
        <MenuItem value="false">{translate('app.fic.filters.not_imported')}</MenuItem>
        <MenuItem value="true">{translate('app.fic.filters.imported_only')}</MenuItem>
      </TextField>
    </Stack>
  );
}
