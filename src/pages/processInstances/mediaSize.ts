import { formatNumber } from '../../framework/formats/localeFormat';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count in the user's language, in the largest unit that keeps it at 1 or more (`1,5 MB` in pt). */
export function mediaSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(unit === 0 ? value : Math.round(value * 10) / 10, locale)} ${UNITS[unit]}`;
}
