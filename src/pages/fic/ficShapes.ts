/**
 * The shapes the FIC calls answer (documented in the demo API's OpenAPI document), read
 * defensively: a field of the wrong type is left out rather than shown wrong.
 */

export interface FicItemRow {
  _id: string;
  number: string;
  tag: string;
  description: string;
  discipline: string;
  status: string;
  isImported: boolean;
  importedIntoProject?: string;
  activities: { _id: string; isImported: boolean }[];
}

export interface FicPage {
  items: FicItemRow[];
  count: number;
}

/** An item that failed, with the server's code (spec §8). */
export interface ItemError {
  id: string;
  error: string;
  message: string;
}

/** What one import or update did: how many items it was asked for, did, and which failed. */
export interface Outcome {
  asked: number;
  done: number;
  errors: ItemError[];
  aborted: number;
  /** The filter import's count of matching rows, when it differs from the count the screen showed. */
  countMatched?: number;
}

export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function readPage(data: unknown): FicPage {
  if (!isObject(data)) return { items: [], count: 0 };
  const items = list(data.items)
    .filter(isObject)
    .map((row) => ({
      _id: text(row._id),
      number: text(row.number),
      tag: text(row.tag),
      description: text(row.description),
      discipline: text(row.discipline),
      status: text(row.status),
      isImported: row.isImported === true,
      ...(typeof row.importedIntoProject === 'string' ? { importedIntoProject: row.importedIntoProject } : {}),
      activities: list(row.activities)
        .filter(isObject)
        .map((item) => ({ _id: text(item._id), isImported: item.isImported === true })),
    }));
  return { items, count: typeof data.count === 'number' ? data.count : items.length };
}

export function readErrors(value: unknown): ItemError[] {
  return list(value)
    .filter(isObject)
    .map((error) => ({ id: text(error.id), error: text(error.error), message: text(error.message) }))
    .filter((error) => error.id !== '' && error.error !== '');
}

/** An import's answer (the 200 payload or the 409 body: the same fields). */
export function readImportOutcome(body: unknown, asked: number): Outcome {
  const source = isObject(body) && isObject(body.data) ? body.data : isObject(body) ? body : {};
  return {
    asked: Math.max(asked, list(source.activitiesId).length),
    done: list(source.importedActivitiesId).length,
    errors: readErrors(source.errors),
    aborted: list(source.abortedActivitiesId).length,
    ...(typeof source.countMatched === 'number' ? { countMatched: source.countMatched } : {}),
  };
}

/** An update's answer (the 200 payload, the 409 body, or the stored last update). */
export function readUpdateOutcome(body: unknown): Outcome & { date?: string } {
  const source = isObject(body) && isObject(body.data) ? body.data : isObject(body) ? body : {};
  const errors = readErrors(source.errors);
  const done = list(source.updatedActivitiesId).length;
  return {
    asked: typeof source.total === 'number' ? source.total : done + errors.length,
    done,
    errors,
    aborted: 0,
    ...(typeof source.date === 'string' ? { date: source.date } : {}),
  };
}

/** Outcomes of the chunks of one import, as one. */
export function mergeOutcomes(outcomes: readonly Outcome[]): Outcome {
  return outcomes.reduce<Outcome>(
    (all, next) => ({ asked: all.asked + next.asked, done: all.done + next.done, errors: [...all.errors, ...next.errors], aborted: all.aborted + next.aborted }),
    { asked: 0, done: 0, errors: [], aborted: 0 },
  );
}
