import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFieldValue } from 'ra-core';
import type { BadgeColor, ResourceModel } from '../registry/types';
import { useEnumLabel } from './useEnumLabel';

/** Badge colours of the spec (§3: grey, orange, cyan, green, yellow, red ...). */
const BADGE_COLORS: Record<BadgeColor, { background: string; color: string }> = {
  grey: { background: '#9e9e9e', color: '#fff' },
  orange: { background: '#ef6c00', color: '#fff' },
  cyan: { background: '#00acc1', color: '#fff' },
  green: { background: '#2e7d32', color: '#fff' },
  yellow: { background: '#fbc02d', color: '#212121' },
  red: { background: '#c62828', color: '#fff' },
  blue: { background: '#1565c0', color: '#fff' },
  purple: { background: '#6a1b9a', color: '#fff' },
};

export interface EnumFieldProps {
  resource: ResourceModel;
  source: string;
  /** Value → colour; without it the label is plain text. */
  badge?: Record<string, BadgeColor> | undefined;
  label?: string;
}

/** An enum value by its translated label, as a coloured badge when the column says so. */
export function EnumField({ resource, source, badge }: EnumFieldProps) {
  const value = useFieldValue({ source });
  const label = useEnumLabel(resource, source);
  if (value === undefined || value === null || value === '') return null;
  const color = badge?.[String(value)];
  if (!badge) {
    return (
      <Typography component="span" variant="body2">
        {label(value)}
      </Typography>
    );
  }
  const colors = BADGE_COLORS[color ?? 'grey'];
  return <Chip size="small" label={label(value)} sx={{ backgroundColor: colors.background, color: colors.color, fontWeight: 500 }} />;
}
