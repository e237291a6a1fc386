import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { WORKBOOK_FIELD } from '../../contracts/imports';
import { ApiError } from '../http/apiError';
import type { ApiErrorCode } from '../http/errorCodes';

/** What an upload may carry: one workbook of at most 10 MiB, and a few short text fields. */
export const UPLOAD_LIMITS = { fileBytes: 10 * 1024 * 1024, fields: 5, fieldSize: 200 } as const;

/** An uploaded workbook, with the text fields sent beside it. */
export interface ReceivedWorkbook {
  fileName: string;
  bytes: Uint8Array;
  fields: Record<string, string>;
}

function refusal(status: number, error: ApiErrorCode, message: string): ApiError {
  return new ApiError(status, { error, message });
}

const TOO_LARGE = () =>
  refusal(413, 'SPREADSHEET_TOO_LARGE', `The file is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB: split it into smaller files.`);

/**
 * Reads a multipart upload of one workbook (field `file`) into memory, with the text fields
 * its call takes (`fields`; any other is 400 UNKNOWN_FIELD): 413 past the size limit, read
 * to its end so the client gets the answer. Anything but multipart/form-data is 415.
 */
export function receiveWorkbook(request: IncomingMessage | undefined, { fields: known }: { fields: readonly string[] }): Promise<ReceivedWorkbook> {
  if (!request) return Promise.reject(refusal(400, 'FILE_REQUIRED', `Send the workbook (.xlsx) as multipart/form-data in the field ${WORKBOOK_FIELD}`));
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
    request.resume();
    return Promise.reject(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the workbook as multipart/form-data in the field ${WORKBOOK_FIELD}`));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: UPLOAD_LIMITS.fileBytes, fields: UPLOAD_LIMITS.fields, fieldSize: UPLOAD_LIMITS.fieldSize },
      });
    } catch {
      request.resume();
      reject(refusal(400, 'INVALID_MULTIPART', 'The multipart body has no boundary'));
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let fileName: string | undefined;
    let failure: ApiError | undefined;
    parser.on('field', (name, value) => {
      if (!known.includes(name))
        failure ??= refusal(
          400,
          'UNKNOWN_FIELD',
          `Unknown field ${JSON.stringify(name.slice(0, 40))}: this upload takes ${[WORKBOOK_FIELD, ...known].join(', ')}`,
        );
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== WORKBOOK_FIELD) {
        failure ??= refusal(400, 'UNKNOWN_FIELD', `Send the workbook in the field ${WORKBOOK_FIELD}, not ${JSON.stringify(name.slice(0, 40))}`);
        stream.resume();
        return;
      }
      fileName = info.filename || 'spreadsheet.xlsx';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= TOO_LARGE();
        chunks.length = 0;
      });
    });
    parser.on('filesLimit', () => {
      failure ??= refusal(400, 'TOO_MANY_FILES', 'Send one workbook at a time');
    });
    parser.on('error', () => reject(refusal(400, 'INVALID_MULTIPART', 'The multipart body could not be read')));
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (fileName === undefined) return reject(refusal(400, 'FILE_REQUIRED', `Send the workbook (.xlsx) in the multipart field ${WORKBOOK_FIELD}`));
      resolve({ fileName, bytes: new Uint8Array(Buffer.concat(chunks)), fields });
    });
    request.pipe(parser);
  });
}
