import type { ImportRefusal } from '../../contracts/imports';
import type { CallContract } from '../../framework/contracts/callContract';
import { refusalBody } from '../../framework/contracts/callRefusal';
import { ApiError } from '../../framework/data/ApiError';

/** The upload refusals without a declared body that a panel still shows itself: a file too large (413), not a workbook (415). */
const SHOWN_TRANSPORT_REFUSALS: ReadonlySet<number> = new Set([413, 415]);
/** A preview whose kept rows are gone: the panel asks for the file again. */
const PREVIEW_EXPIRED = 'IMPORT_PREVIEW_EXPIRED';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The refusal an import panel shows itself, or undefined for a failure the error dialog
 * shows: the 400 every import call declares (a workbook's code and `params.limit`, the rows
 * in error), the upload's 413 and 415 and an expired preview's 404 read from their error fields.
 */
export function importRefusalOf(error: unknown, contract: CallContract): ImportRefusal | undefined {
  // Every import call declares its 400 with the ImportRefusal body (src/contracts/imports.ts).
  const declared = refusalBody(error, contract, 400) as ImportRefusal | undefined;
  if (declared) return declared;
  if (!(error instanceof ApiError) || !(SHOWN_TRANSPORT_REFUSALS.has(error.status) || error.code === PREVIEW_EXPIRED)) return undefined;
  const params = isRecord(error.answer) && isRecord(error.answer.params) ? error.answer.params : undefined;
  return { error: error.code, message: error.serverMessage ?? '', ...(params ? { params } : {}) };
}
