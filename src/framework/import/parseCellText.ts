import type { FieldErrorBody } from '../data/apiConventions';
import type { ImportColumn } from './importColumns';

/** Finds the id of the `resource` record whose `by` field holds `key`; undefined when none does. */
export type ReferenceLookup = (resource: string, by: string, key: string) => string | undefined;

export type ParsedCell = { ok: true; value: unknown } | { ok: false; error: FieldErrorBody };

const TRUE_WORDS = new Set(['true', 'yes', 'sim', 'sí', 'si', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'não', 'nao', '0']);

/** `2026-03-01`, or `01/03/2026` as written in Brazil and Spain (day first). */
function dayOf(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return undefined;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00.000Z`);
  // `2026-02-30` parses as March: a day that does not exist is refused, not moved.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function dateTimeOf(text: string): string | undefined {
  const day = dayOf(text);
  if (!day) return undefined;
  if (!text.includes('T')) return `${day}T00:00:00.000Z`;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

function fail(column: ImportColumn, message: string, params?: Record<string, unknown>): ParsedCell {
  return { ok: false, error: { field: column.field, keyword: 'import', message, ...(params ? { params } : {}) } };
}

type Parser = (text: string, column: ImportColumn, lookup: ReferenceLookup) => ParsedCell;

/** One parser a column kind: a table rather than a chain of ifs. */
const PARSERS: Readonly<Record<ImportColumn['kind'], Parser>> = {
  text: (text) => ({ ok: true, value: text }),
  number(text, column) {
    const value = Number(text.replace(',', '.'));
    return Number.isFinite(value) ? { ok: true, value } : fail(column, 'validation.type', { type: 'number' });
  },
  integer(text, column) {
    const value = Number(text);
    return Number.isInteger(value) ? { ok: true, value } : fail(column, 'validation.type', { type: 'integer' });
  },
  boolean(text, column) {
    const word = text.toLowerCase();
    if (TRUE_WORDS.has(word)) return { ok: true, value: true };
    if (FALSE_WORDS.has(word)) return { ok: true, value: false };
    return fail(column, 'validation.type', { type: 'boolean' });
  },
  date(text, column) {
    const value = dayOf(text);
    return value ? { ok: true, value } : fail(column, 'IMPORT.NOT_A_DATE', { value: text });
  },
  dateTime(text, column) {
    const value = dateTimeOf(text);
    return value ? { ok: true, value } : fail(column, 'IMPORT.NOT_A_DATE', { value: text });
  },
  enum(text, column) {
    const wanted = text.toLowerCase();
    const choice = column.choices.find((candidate) => candidate.label.toLowerCase() === wanted || String(candidate.value).toLowerCase() === wanted);
    return choice
      ? { ok: true, value: choice.value }
      : fail(column, 'IMPORT.UNKNOWN_CHOICE', { value: text, choices: column.choices.map((c) => c.label).join(', ') });
  },
  reference(text, column, lookup) {
    const { resource, by } = column.reference ?? { resource: '', by: '_id' };
    const id = lookup(resource, by, text);
    return id === undefined ? fail(column, 'IMPORT.REFERENCE_NOT_FOUND', { value: text }) : { ok: true, value: id };
  },
};

/**
 * The value a cell's text gives its column, or why it gives none. Blank text gives no
 * value (the schema's `required` then speaks for required columns).
 */
export function parseCellText(text: string, column: ImportColumn, lookup: ReferenceLookup): ParsedCell | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return PARSERS[column.kind](trimmed, column, lookup);
}
