import { describe, expect, it } from 'vitest';
import { importCallsOf } from '../../contracts/imports';
import { ApiError } from '../../framework/data/ApiError';
import { importRefusalOf } from './importRefusal';

const definition = { template: 'task-import', importPath: 'task/import-from-excel', columns: [{ field: 'description' }] };
const call = importCallsOf(definition as Parameters<typeof importCallsOf>[0]).file;
const refusal = (status: number, answer: Record<string, unknown>) =>
  new ApiError({ status, path: 'task/import-from-excel', body: { error: String(answer.error), message: String(answer.message) }, answer });

describe('importRefusalOf', () => {
  it('reads a 400 whole: the rows in error, the limit passed', () => {
    if (!call) throw new Error('the definition serves a file import');
    const rows = [{ line: 2, values: { description: '' }, errors: [{ field: 'description', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] }];
    expect(importRefusalOf(refusal(400, { error: 'VALIDATION_ERROR', message: 'rows', rows }), call)).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'rows',
      rows,
    });
    expect(importRefusalOf(refusal(400, { error: 'SPREADSHEET_TOO_MANY_ROWS', message: '', params: { limit: 10 } }), call)?.params).toEqual({ limit: 10 });
  });

  it('shows a file too large, not a workbook or an expired preview too, with its code; leaves any other failure to the error dialog', () => {
    if (!call) throw new Error('the definition serves a file import');
    expect(importRefusalOf(refusal(413, { error: 'SPREADSHEET_TOO_LARGE', message: 'big', params: { limit: 10 } }), call)).toEqual({
      error: 'SPREADSHEET_TOO_LARGE',
      message: 'big',
      params: { limit: 10 },
    });
    expect(importRefusalOf(refusal(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'no' }), call)?.error).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(importRefusalOf(refusal(403, { error: 'FORBIDDEN', message: 'no' }), call)).toBeUndefined();
    expect(importRefusalOf(refusal(404, { error: 'NOT_FOUND', message: 'no' }), call)).toBeUndefined();
    expect(importRefusalOf(refusal(404, { error: 'IMPORT_PREVIEW_EXPIRED', message: 'gone' }), call)?.error).toBe('IMPORT_PREVIEW_EXPIRED');
    expect(importRefusalOf(new Error('offline'), call)).toBeUndefined();
  });
});
