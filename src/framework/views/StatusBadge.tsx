import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import type { BadgeColor, ValueSetEntry } from '../registry/types';
import { BADGE_COLORS } from './badgeColors';

export interface StatusBadgeProps {
  /** The value's label, already translated. */
  label: string;
  color: BadgeColor;
  /** Shown beside the badge (spec §3: each status shows an initial or conclusive badge). */
  phase?: ValueSetEntry['phase'] | undefined;
}

/** A status as the product draws it: a chip in the status's colour, its phase beside it. */
export function StatusBadge({ label, color, phase }: StatusBadgeProps) {
  const translate = useTranslate();
  const colors = BADGE_COLORS[color];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
      <Chip component="span" size="small" label={label} sx={{ backgroundColor: colors.background, color: colors.color, fontWeight: 500 }} />
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
