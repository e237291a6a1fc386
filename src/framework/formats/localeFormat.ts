/**
 * Dates, times and numbers in the user's language. Pure TypeScript with
 * `Intl`: the views, the CSV export and the server may share it.
 *
 * - A calendar day (`format: date`, `2026-01-10`) is the same day in every time zone: it is
 *   never turned into an instant, so a user west of UTC does not see the day before.
 * - An instant (`format: date-time`) is shown in the user's time zone (or `timeZone`), to the
 *   minute unless seconds are asked for.
 *
 * Every function answers '' for an absent value and the value's own text when it cannot be
 * read, so nothing is hidden from the user.
 *
 * @example
 * formatDay('2026-01-10', 'pt')                       // '10/01/2026'
 * formatInstant('2026-01-10T15:04:05Z', 'en', { timeZone: 'UTC' }) // '01/10/2026, 3:04 PM'
 * formatNumber(1234.5, 'es')                          // '1234,5'
 */
import { declaredLanguageTag } from '../i18n/resolveLocale';

/** An app language code as the BCP 47 tag `Intl` formats with and `<html lang>` names: the declared tag (`languages.tags`), else the code. */
export function languageTag(locale: string): string {
  return declaredLanguageTag(locale);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** The calendar day a value names as `[year, month, day]`, or undefined. Reads `YYYY-MM-DD` and the date part of an ISO timestamp as written. */
export function calendarDayOf(value: unknown): [number, number, number] | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return [year, month, day];
}

/** A Date, a finite epoch number or a parseable ISO text as epoch ms; else undefined. */
export function instantTime(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = languageTag(locale);
  return cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/**
 * A calendar day in the language's short form (`10/01/2026` in pt and es, `01/10/2026` in
 * en), the same in every time zone. A full timestamp shows the date it is written with.
 */
export function formatDay(value: unknown, locale: string): string {
  if (isAbsent(value)) return '';
  const day = calendarDayOf(value);
  if (!day) return String(value);
  const [year, month, date] = day;
  return dateFormatter(locale, { ...DAY_OPTIONS, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

export interface InstantFormatOptions {
  /** IANA zone to show the instant in; absent: the user's own. */
  timeZone?: string;
  /** Show the seconds (a log line, an import's start); absent: to the minute. */
  seconds?: boolean;
}

/** An instant as date and time in the user's time zone, to the minute (`10/01/2026 12:04` in pt). */
export function formatInstant(value: unknown, locale: string, { timeZone, seconds = false }: InstantFormatOptions = {}): string {
  if (isAbsent(value)) return '';
  const time = instantTime(value);
  if (time === undefined) return String(value);
  // 12-hour clocks read "3:04 PM", 24-hour ones "05:09".
  const hour = languageTag(locale).startsWith('en') ? 'numeric' : '2-digit';
  const options: Intl.DateTimeFormatOptions = {
    ...DAY_OPTIONS,
    hour,
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
  return dateFormatter(locale, options).format(time);
}

/** The day an instant falls on in the user's time zone (a deadline stored as the end of a day). */
export function formatInstantDay(value: unknown, locale: string, { timeZone }: Pick<InstantFormatOptions, 'timeZone'> = {}): string {
  if (isAbsent(value)) return '';
  const time = instantTime(value);
  if (time === undefined) return String(value);
  return dateFormatter(locale, { ...DAY_OPTIONS, ...(timeZone ? { timeZone } : {}) }).format(time);
}

/** A number with the language's separators (`1.234,5` in pt); `options` as `Intl.NumberFormat`'s. */
export function formatNumber(value: unknown, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (isAbsent(value)) return '';
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return String(value);
  const tag = languageTag(locale);
  return cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options)).format(number);
}

/** How a date-like or numeric value is shown: see the `format*` functions. */
export type ValueFormat = 'day' | 'instant' | 'instantWithSeconds' | 'instantDay' | 'number';

/** One entry point for views that pick the format from the schema: `formatValue('day', v, 'es')`. */
export function formatValue(format: ValueFormat, value: unknown, locale: string, { timeZone }: Pick<InstantFormatOptions, 'timeZone'> = {}): string {
  switch (format) {
    case 'day':
      return formatDay(value, locale);
    case 'instant':
      return formatInstant(value, locale, { timeZone });
    case 'instantWithSeconds':
      return formatInstant(value, locale, { timeZone, seconds: true });
    case 'instantDay':
      return formatInstantDay(value, locale, { timeZone });
    case 'number':
      return formatNumber(value, locale);
  }
}

const ISO_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/**
 * A date for a file other programs read (the CSV export): ISO order whatever the language,
 * so a spreadsheet reads it as a date and it sorts as text. A calendar day stays the day it
 * names (`2026-01-10`); an instant is written in the user's time zone (or `timeZone`) to the
 * precision its format asks for (`2026-01-10 12:04`, `2026-01-10 12:04:05`, or its day);
 * a number is passed through. '' for an absent value, the value's own text when unreadable.
 */
export function formatIsoLocal(format: ValueFormat, value: unknown, { timeZone }: Pick<InstantFormatOptions, 'timeZone'> = {}): string {
  if (isAbsent(value)) return '';
  if (format === 'number') return String(value);
  if (format === 'day') {
    const day = calendarDayOf(value);
    return day ? day.map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-') : String(value);
  }
  const time = instantTime(value);
  if (time === undefined) return String(value);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of dateFormatter('en', { ...ISO_PARTS, ...(timeZone ? { timeZone } : {}) }).formatToParts(time)) parts[type] = text;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (format === 'instantDay') return day;
  return `${day} ${parts.hour}:${parts.minute}${format === 'instantWithSeconds' ? `:${parts.second}` : ''}`;
}
