import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'ra-core';
import type { BadgeColor, ResourceModel } from '../registry/types';
import { BADGE_COLORS } from './badgeColors';
import { useEnumLabel } from './useEnumLabel';
import { useValueSet } from './useValueSet';

export interface EnumFieldProps {
  resource: ResourceModel;
  source: string;
  /** Value → colour; without it (and without a value set) the label is plain text. */
  badge?: Record<string, BadgeColor> | undefined;
  label?: string;
}

/**
 * An enum value by its translated label. A value-set field shows a badge in the set's
 * colour with its initial/conclusive phase beside it; a column with `badge` shows the
 * column's colours.
 */
export function EnumField({ resource, source, badge }: EnumFieldProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const label = useEnumLabel(resource, source);
  const valueSet = useValueSet(resource, source);
  if (value === undefined || value === null || value === '') {
    // An activity without a status is not started (spec §3: unknown → not started).
    if (!valueSet.present || valueSet.color(value) === undefined) return null;
  }
  const color = valueSet.present ? valueSet.color(value) : badge?.[String(value)];
  if (!valueSet.present && !badge) {
    return (
      <Typography component="span" variant="body2">
        {label(value)}
      </Typography>
    );
  }
  const colors = BADGE_COLORS[color ?? 'grey'];
  const phase = valueSet.phase(value);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
      <Chip component="span" size="small" label={label(value)} sx={{ backgroundColor: colors.background, color: colors.color, fontWeight: 500 }} />
      {phase && (
        <Chip
          component="span"
          size="small"
          variant="outlined"
          label={translate(`app.phase.${phase}`)}
          sx={{ height: 20, fontSize: '0.7rem', borderColor: colors.background, color: 'text.secondary' }}
        />
      )}
    </Stack>
  );
}
