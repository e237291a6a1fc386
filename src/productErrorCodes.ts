/**
 * What the product's error codes say in the error dialog (spec §9): an upper-case code of
 * the API (`DISCIPLINE.NAME_ALREADY_EXISTS_ERROR`) is the dialog's title, a message key, and
 * `<code>_DESCRIPTION` its longer text; the generic codes keep the HTTP row's title.
 */
import type { CodeDescription } from './framework/registry/apiSection';

const PRODUCT_CODE = /^[A-Z][A-Z0-9_.-]+$/;
/** Codes that say no more than their status: the dialog keeps the catalogue's or the server's title. */
const GENERIC_CODES: readonly string[] = ['NOT_FOUND', 'INTERNAL_SERVER_ERROR', 'CONNECTION_ERROR'];

export function describeProductCode(code: string): CodeDescription | undefined {
  if (!PRODUCT_CODE.test(code) || code.startsWith('HTTP_')) return undefined;
  return { ...(GENERIC_CODES.includes(code) ? {} : { title: code }), descriptionKey: `${code}_DESCRIPTION` };
}
