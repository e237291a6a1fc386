import type { BadgeColor } from '../registry/types';

/** Badge colours of the spec (§3: not started grey, blocked orange, in progress cyan ...). */
export const BADGE_COLORS: Record<BadgeColor, { background: string; color: string }> = {
  grey: { background: '#9e9e9e', color: '#fff' },
  orange: { background: '#ef6c00', color: '#fff' },
  cyan: { background: '#00acc1', color: '#fff' },
  green: { background: '#2e7d32', color: '#fff' },
  yellow: { background: '#fbc02d', color: '#212121' },
  red: { background: '#c62828', color: '#fff' },
  blue: { background: '#1565c0', color: '#fff' },
  purple: { background: '#6a1b9a', color: '#fff' },
};
