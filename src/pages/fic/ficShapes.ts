import type { FicItemError, FicImportOutcome, FicLastUpdate } from '../../contracts/fic';

/** What one import or update did, as the screens report it: how many items it was asked for, did, and which failed. */
export interface Outcome {
  asked: number;
  done: number;
  errors: FicItemError[];
  aborted: number;
  /** The filter import's count of matching rows, when it differs from the count the screen showed. */
  countMatched?: number;
}

/** An import's outcome (the answer's data, or a partial import's); `asked`: the ids sent, when the server counted fewer. */
export function importOutcome(source: FicImportOutcome & { countMatched?: number }, asked: number): Outcome {
  return {
    asked: Math.max(asked, source.activitiesId.length),
    done: source.importedActivitiesId.length,
    errors: source.errors,
    aborted: source.abortedActivitiesId.length,
    ...(source.countMatched !== undefined ? { countMatched: source.countMatched } : {}),
  };
}

/** An update's outcome (the answer's data, a partial update's, or the stored last update). */
export function updateOutcome(source: FicLastUpdate): Outcome & { date: string } {
  return { asked: source.total, done: source.updatedActivitiesId.length, errors: source.errors, aborted: 0, date: source.date };
}

/** Outcomes of the chunks of one import, as one. */
export function mergeOutcomes(outcomes: readonly Outcome[]): Outcome {
  return outcomes.reduce<Outcome>(
    (all, next) => ({
      asked: all.asked + next.asked,
      done: all.done + next.done,
      errors: [...all.errors, ...next.errors],
      aborted: all.aborted + next.aborted,
    }),
    { asked: 0, done: 0, errors: [], aborted: 0 },
  );
}
