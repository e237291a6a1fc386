import { styled } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import type { BadgeColor, ValueSetEntry } from '../registry/types';
import { BADGE_COLORS } from './badgeColors';

export interface StatusBadgeProps {
  /** The value's label, already translated. */
  label: string;
  color: BadgeColor;
  /** Shown beside the badge: whether the value starts or ends the record's life (initial or conclusive). */
  phase?: ValueSetEntry['phase'] | undefined;
}

/** The class names of a badge's parts, for tests and theme overrides. */
export const StatusBadgeClasses = {
  root: 'StatusBadge-root',
  label: 'StatusBadge-label',
  phase: 'StatusBadge-phase',
} as const;

/**
 * A small MUI chip's look (24 px high, 13 px text), drawn by one styled element for the
 * badge and its phase: a list draws a badge per row, and two MUI chips in a stack cost
 * twelve components each time.
 */
const Root = styled('span', { name: 'StatusBadge', slot: 'Root' })(({ theme }) => {
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    boxSizing: 'border-box',
    borderRadius: 12,
    fontFamily: theme.typography.fontFamily,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  } as const;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    maxWidth: '100%',
    [`& .${StatusBadgeClasses.label}`]: { ...chip, height: 24, padding: '0 8px', fontSize: theme.typography.pxToRem(13), fontWeight: 500 },
    [`& .${StatusBadgeClasses.phase}`]: {
      ...chip,
      height: 20,
      padding: '0 7px',
      fontSize: '0.7rem',
      border: '1px solid',
      color: (theme.vars ?? theme).palette.text.secondary,
    },
  };
});

/** A status as the product draws it: a chip in the status's colour, its phase beside it. */
export function StatusBadge({ label, color, phase }: StatusBadgeProps) {
  const translate = useTranslate();
  const colors = BADGE_COLORS[color];
  return (
    <Root className={StatusBadgeClasses.root}>
      <span className={StatusBadgeClasses.label} style={{ backgroundColor: colors.background, color: colors.color }}>
        {label}
      </span>
      {phase && (
        <span className={StatusBadgeClasses.phase} style={{ borderColor: colors.background }}>
          {translate(`app.phase.${phase}`)}
        </span>
      )}
    </Root>
  );
}
