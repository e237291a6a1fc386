import type { Outcome } from './ficShapes';

export type ReportSeverity = 'success' | 'warning' | 'error';

/** Codes that only say the item was imported before: a report of these alone is a warning. */
export const ALREADY_IMPORTED_CODES: ReadonlySet<string> = new Set(['OP_ALREADY_IMPORTED', 'PRESERVATION_ORDER_ACTIVITY_ALREADY_EXISTS']);

/**
 * Spec §4 "Error-report severity": success when some items were processed and none failed;
 * warning when some were processed and some failed, or when every error is an
 * already-imported one; error otherwise.
 */
export function reportSeverity({ done, errors }: Pick<Outcome, 'done' | 'errors'>): ReportSeverity {
  if (done > 0 && errors.length === 0) return 'success';
  if (done > 0) return 'warning';
  if (errors.length > 0 && errors.every((error) => ALREADY_IMPORTED_CODES.has(error.error))) return 'warning';
  return 'error';
}
