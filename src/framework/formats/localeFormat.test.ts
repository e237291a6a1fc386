import { describe, expect, it } from 'vitest';
import { calendarDayOf, formatDay, formatInstant, formatInstantDay, formatIsoLocal, formatNumber, formatValue, languageTag } from './localeFormat';

describe('formatDay', () => {
  it('writes a calendar day in each language, day first under pt and es', () => {
    expect(formatDay('2026-01-10', 'pt')).toBe('10/01/2026');
    expect(formatDay('2026-01-10', 'es')).toBe('10/01/2026');
    expect(formatDay('2026-01-10', 'en')).toBe('01/10/2026');
  });

  it('keeps the day a timestamp is written with, whatever the zone of the machine', () => {
    expect(formatDay('2026-01-10T23:30:00-03:00', 'pt')).toBe('10/01/2026');
    expect(formatDay('2026-01-10T00:00:00.000Z', 'pt')).toBe('10/01/2026');
  });

  it('answers nothing for an absent value and the text itself for an unreadable one', () => {
    expect(formatDay(undefined, 'pt')).toBe('');
    expect(formatDay('', 'pt')).toBe('');
    expect(formatDay('amanhã', 'pt')).toBe('amanhã');
    expect(formatDay('2026-13-40', 'pt')).toBe('2026-13-40');
  });
});

describe('formatInstant', () => {
  const instant = '2024-04-08T20:59:59.000Z';

  it('shows the instant in the given zone, to the minute', () => {
    expect(formatInstant(instant, 'pt', { timeZone: 'America/Sao_Paulo' })).toBe('08/04/2024, 17:59');
    expect(formatInstant(instant, 'pt', { timeZone: 'Asia/Tokyo' })).toBe('09/04/2024, 05:59');
    expect(formatInstant(instant, 'en', { timeZone: 'UTC' })).toBe('04/08/2024, 8:59 PM');
    expect(formatInstant(instant, 'es', { timeZone: 'UTC' })).toBe('08/04/2024, 20:59');
  });

  it('adds the seconds only when asked', () => {
    expect(formatInstant(instant, 'pt', { timeZone: 'UTC', seconds: true })).toBe('08/04/2024, 20:59:59');
  });

  it('accepts epoch numbers and dates, and leaves unreadable text as it is', () => {
    expect(formatInstant(Date.parse(instant), 'pt', { timeZone: 'UTC' })).toBe('08/04/2024, 20:59');
    expect(formatInstant(new Date(instant), 'pt', { timeZone: 'UTC' })).toBe('08/04/2024, 20:59');
    expect(formatInstant('soon', 'pt')).toBe('soon');
    expect(formatInstant(null, 'pt')).toBe('');
  });
});

describe('formatInstantDay', () => {
  it('is the day the instant falls on in the zone (a deadline at the end of a Brazilian day)', () => {
    expect(formatInstantDay('2024-04-08T02:59:59.000Z', 'pt', { timeZone: 'America/Sao_Paulo' })).toBe('07/04/2024');
    expect(formatInstantDay('2024-04-08T02:59:59.000Z', 'pt', { timeZone: 'UTC' })).toBe('08/04/2024');
  });
});

describe('formatNumber', () => {
  it('uses the separators of the language', () => {
    expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber('42', 'pt')).toBe('42');
  });

  it('leaves what is not a number as it is', () => {
    expect(formatNumber('n/a', 'pt')).toBe('n/a');
    expect(formatNumber(undefined, 'pt')).toBe('');
  });
});

describe('language tags', () => {
  it('maps the app languages to Intl and html tags', () => {
    expect(languageTag('pt')).toBe('pt-BR');
    expect(languageTag('fr-CA')).toBe('fr-CA');
    expect(languageTag('es')).toBe('es');
  });
});

describe('calendarDayOf / formatValue', () => {
  it('reads days and dispatches on the format name', () => {
    expect(calendarDayOf('2026-02-03')).toEqual([2026, 2, 3]);
    expect(calendarDayOf(20260203)).toBeUndefined();
    expect(formatValue('day', '2026-02-03', 'pt')).toBe('03/02/2026');
    expect(formatValue('instantWithSeconds', '2026-02-03T10:11:12Z', 'pt', { timeZone: 'UTC' })).toBe('03/02/2026, 10:11:12');
    expect(formatValue('number', 3.5, 'pt')).toBe('3,5');
  });
});

describe('formatIsoLocal', () => {
  const deadline = '2024-04-08T02:59:59.000Z';

  it('writes a calendar day as the day it names, in every zone', () => {
    expect(formatIsoLocal('day', '2026-01-10', { timeZone: 'Asia/Tokyo' })).toBe('2026-01-10');
    expect(formatIsoLocal('day', '2026-01-10T23:30:00-03:00', { timeZone: 'UTC' })).toBe('2026-01-10');
  });

  it('writes an instant in the zone, in ISO order, to the precision of its format', () => {
    expect(formatIsoLocal('instant', deadline, { timeZone: 'America/Sao_Paulo' })).toBe('2024-04-07 23:59');
    expect(formatIsoLocal('instant', deadline, { timeZone: 'Asia/Tokyo' })).toBe('2024-04-08 11:59');
    expect(formatIsoLocal('instantWithSeconds', deadline, { timeZone: 'UTC' })).toBe('2024-04-08 02:59:59');
    expect(formatIsoLocal('instantDay', deadline, { timeZone: 'America/Sao_Paulo' })).toBe('2024-04-07');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatIsoLocal('instant', '2026-01-10T00:05:00Z', { timeZone: 'UTC' })).toBe('2026-01-10 00:05');
  });

  it('passes numbers through and keeps absent and unreadable values readable', () => {
    expect(formatIsoLocal('number', 1234.5)).toBe('1234.5');
    expect(formatIsoLocal('instant', undefined)).toBe('');
    expect(formatIsoLocal('instant', 'soon')).toBe('soon');
    expect(formatIsoLocal('day', '2026-13-40')).toBe('2026-13-40');
  });
});
