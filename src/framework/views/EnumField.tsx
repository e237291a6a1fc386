import Typography from '@mui/material/Typography';
import { useFieldValue } from 'ra-core';
import type { BadgeColor, ResourceModel } from '../registry/types';
import { StatusBadge } from './StatusBadge';
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
  const label = useEnumLabel(resource, source);
  const valueSet = useValueSet(resource, source);
  if (value === undefined || value === null || value === '') {
    // A record without a value shows the badge its value set gives a missing value (say "not started"), else nothing.
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
  return <StatusBadge label={label(value)} color={color ?? 'grey'} phase={valueSet.phase(value)} />;
}
