import type { BadgeColor } from '../registry/types';

/**
 * The badge colours a value set may name (grey, orange, cyan ...),
 * in shades dark enough for their text to pass WCAG AA (4.5:1) on small chips.
 */
export const BADGE_COLORS: Record<BadgeColor, { background: string; color: string }> = {
  grey: { background: '#616161', color: '#ffffff' },
  orange: { background: '#b45309', color: '#ffffff' },
  cyan: { background: '#00727f', color: '#ffffff' },
  green: { background: '#2e7d32', color: '#ffffff' },
  yellow: { background: '#fbc02d', color: '#212121' },
  red: { background: '#c62828', color: '#ffffff' },
  blue: { background: '#1565c0', color: '#ffffff' },
  purple: { background: '#6a1b9a', color: '#ffffff' },
};
