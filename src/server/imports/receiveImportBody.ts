import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError } from '../http/apiError';
import type { ApiErrorCode } from '../http/errorCodes';

/** What an import request may carry: one workbook of at most 10 MiB, or previewed rows as JSON of at most 20 MiB. */
export const IMPORT_LIMITS = { fileBytes: 10 * 1024 * 1024, jsonBytes: 20 * 1024 * 1024, fields: 5, fieldSize: 200 } as const;

/** An import's input: an uploaded workbook (with its text fields), or rows sent back from a preview. */
export type ImportBody = { kind: 'file'; fileName: string; bytes: Uint8Array; fields: Record<string, string> } | { kind: 'json'; value: unknown };

function refusal(status: number, error: ApiErrorCode, message: string): ApiError {
  return new ApiError(status, { error, message });
}

const TOO_LARGE = () => refusal(413, 'SPREADSHEET_TOO_LARGE', `The file is larger than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB: split it into smaller files.`);

function readMultipart(request: IncomingMessage): Promise<ImportBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: IMPORT_LIMITS.fileBytes, fields: IMPORT_LIMITS.fields, fieldSize: IMPORT_LIMITS.fieldSize } });
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
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        failure ??= refusal(400, 'UNKNOWN_FIELD', `Send the workbook in the field file, not ${JSON.stringify(name)}`);
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
      if (fileName === undefined) return reject(refusal(400, 'FILE_REQUIRED', 'Send the workbook (.xlsx) in the multipart field file'));
      resolve({ kind: 'file', fileName, bytes: new Uint8Array(Buffer.concat(chunks)), fields });
    });
    request.pipe(parser);
  });
}

function readJson(request: IncomingMessage): Promise<ImportBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= IMPORT_LIMITS.jsonBytes) chunks.push(chunk);
    });
    request.on('error', () => reject(refusal(400, 'INVALID_BODY', 'The request body could not be read')));
    request.on('end', () => {
      if (size > IMPORT_LIMITS.jsonBytes) return reject(refusal(413, 'PAYLOAD_TOO_LARGE', `The rows are larger than ${IMPORT_LIMITS.jsonBytes / 1024 / 1024} MB`));
      try {
        resolve({ kind: 'json', value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      } catch {
        reject(refusal(400, 'INVALID_JSON', 'The body is not valid JSON'));
      }
    });
  });
}

/**
 * Reads an import request's body by its content type: a multipart workbook into memory
 * (413 past the limit, read to its end so the client gets the answer), or JSON rows.
 * Anything else is 415.
 */
export function receiveImportBody(request: IncomingMessage | undefined, { json }: { json: boolean }): Promise<ImportBody> {
  if (!request) return Promise.reject(refusal(400, 'FILE_REQUIRED', 'Send the workbook (.xlsx) as multipart/form-data in the field file'));
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(request);
  if (json && type.startsWith('application/json')) return readJson(request);
  request.resume();
  return Promise.reject(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', json ? 'Send the workbook as multipart/form-data (field file) or the previewed rows as application/json' : 'Send the workbook as multipart/form-data in the field file'));
}
