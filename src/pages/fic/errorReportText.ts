import type { FicItemError } from '../../contracts/fic';

/** The report's failed items as plain text, one a line (`FVI-4126: ACTIVITY_FVI_WITHOUT_DISCIPLINE - <message>`), what Copy errors puts on the clipboard. */
export function errorReportText(title: string, errors: readonly FicItemError[]): string {
  return [title, ...errors.map((error) => `${error.id}: ${error.error}${error.message ? ` - ${error.message}` : ''}`)].join('\n');
}
