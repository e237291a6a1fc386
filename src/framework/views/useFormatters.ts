import { useMemo } from 'react';
import { useLocaleState } from 'ra-core';
import { formatDay, formatInstant, formatNumber, formatValue, type ValueFormat } from '../formats/localeFormat';

export interface Formatters {
  /** The app language the texts are written in (`pt`, `en`, `es`). */
  locale: string;
  day(value: unknown): string;
  instant(value: unknown, options?: { seconds?: boolean }): string;
  number(value: unknown, options?: Intl.NumberFormatOptions): string;
  value(format: ValueFormat, value: unknown): string;
}

/**
 * The locale formatters (src/framework/formats/localeFormat.ts) bound to the user's
 * language, in the browser's time zone.
 *
 * @example
 * const format = useFormatters();
 * format.day(record.startDate); // '10/01/2026' under pt
 */
export function useFormatters(): Formatters {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      locale,
      day: (value) => formatDay(value, locale),
      instant: (value, options) => formatInstant(value, locale, options),
      number: (value, options) => formatNumber(value, locale, options),
      value: (format, value) => formatValue(format, value, locale),
    }),
    [locale],
  );
}
