import { joinPointer } from '../framework/registry/jsonPointer';
import type { AnswerCode } from '../framework/registry/types';
import { FIC_CODES } from '../server/fic/ficCodes';
import { API_ERROR_CODES, type ErrorCodeEntry } from '../server/http/errorCodes';

/** Where each table of codes lives, for the check's fault lines. */
const ERROR_CODES_FILE = 'src/server/http/errorCodes.ts';
const FIC_CODES_FILE = 'src/server/fic/ficCodes.ts';

/**
 * Every code the demo API's own code answers with, and the message key the screens show
 * for it: `npm run check` asks each a text in every language.
 */
export function answerCodes(): AnswerCode[] {
  const errors = Object.entries(API_ERROR_CODES as Readonly<Record<string, ErrorCodeEntry>>).map(([code, entry]) => ({
    code,
    text: entry.text ?? code,
    file: ERROR_CODES_FILE,
    pointer: joinPointer('', code),
  }));
  // The FIC screens show an item's code under app.fic.codes (its message when the code is unknown to them).
  const fic = Object.entries(FIC_CODES).map(([key, code]) => ({ code, text: `app.fic.codes.${code}`, file: FIC_CODES_FILE, pointer: joinPointer('', key) }));
  return [...errors, ...fic];
}
