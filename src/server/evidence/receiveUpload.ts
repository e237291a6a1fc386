import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import { ApiError } from '../http/apiError';
import { randomHexId } from '../store/randomHexId';
import { extensionOf, type MediaType, safeMediaName, SNIFF_BYTES, sniffMediaType } from './mediaTypes';
import type { ApiErrorCode } from '../http/errorCodes';

/** What an upload may hold (spec §7 upload-medias): per file, files and descriptions. */
export const UPLOAD_LIMITS = { fileBytes: 10 * 1024 * 1024, files: 10, descriptionLength: 500, fields: 20 } as const;

/** One received file, still in its temporary place until the record is written. */
export interface ReceivedFile {
  id: string;
  temporaryPath: string;
  originalName: string;
  type: MediaType;
  size: number;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  descriptions: string[];
}

function refusal(error: ApiErrorCode, message: string, status = 400): ApiError {
  return new ApiError(status, { error, message });
}

/** Checks a file's first bytes against its name: an accepted type, and an extension that says the same. */
function checkedType(head: Buffer, name: string): MediaType {
  const type = sniffMediaType(head);
  if (!type) throw refusal('MEDIA_TYPE_NOT_ALLOWED', `${name} is not an accepted evidence file: send PNG or JPEG photos or PDF documents`, 415);
  if (!type.extensions.includes(extensionOf(name))) {
    throw refusal('MEDIA_TYPE_MISMATCH', `${name} holds a ${type.extension.toUpperCase()} file but its name says otherwise: rename it .${type.extension}`, 415);
  }
  return type;
}

/**
 * Reads a multipart upload (`medias` files, `descriptions` texts) into temporary files in
 * `folder`, checking each file's kind by its first bytes and its size as it arrives. On any
 * refusal the temporaries are removed and the request is read to its end before the
 * promise rejects, so the client gets the answer rather than a reset connection.
 */
export function receiveUpload(request: IncomingMessage, folder: string): Promise<ReceivedUpload> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    request.resume();
    return Promise.reject(refusal('UNSUPPORTED_MEDIA_TYPE', 'Send the evidence as multipart/form-data with files in `medias`', 415));
  }
  mkdirSync(folder, { recursive: true });
  const files: ReceivedFile[] = [];
  const descriptions: string[] = [];
  const writes: Promise<void>[] = [];
  const outs: WriteStream[] = [];
  let failure: ApiError | undefined;
  const fail = (error: ApiError) => {
    failure ??= error;
  };

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files, fields: UPLOAD_LIMITS.fields, fieldSize: UPLOAD_LIMITS.descriptionLength },
      });
    } catch {
      request.resume();
      reject(refusal('INVALID_MULTIPART', 'The multipart body has no boundary'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (name !== 'descriptions') return fail(refusal('UNKNOWN_FIELD', `Unknown field ${JSON.stringify(name)}: send descriptions and medias`));
      if (info.valueTruncated) return fail(refusal('DESCRIPTION_TOO_LONG', `A description is longer than ${UPLOAD_LIMITS.descriptionLength} characters`));
      descriptions.push(value);
    });
    parser.on('file', (name, stream, info) => {
      const originalName = safeMediaName(info.filename || '');
      if (name !== 'medias' || failure) {
        if (name !== 'medias') fail(refusal('UNKNOWN_FIELD', `Files go in the field medias, not ${JSON.stringify(name)}`));
        stream.resume();
        return;
      }
      const id = randomHexId();
      const temporaryPath = join(folder, `.${id}.upload`);
      const received: ReceivedFile = { id, temporaryPath, originalName, type: undefined as unknown as MediaType, size: 0 };
      files.push(received);
      let head = Buffer.alloc(0);
      let out: WriteStream | undefined;
      writes.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => {
            received.size += chunk.length;
            if (failure) return;
            if (!out) {
              head = Buffer.concat([head, chunk]);
              if (head.length < SNIFF_BYTES) return;
              try {
                received.type = checkedType(head, originalName);
              } catch (error) {
                fail(error as ApiError);
                return;
              }
              out = createWriteStream(temporaryPath);
              outs.push(out);
              out.write(head);
              return;
            }
            out.write(chunk);
          });
          stream.on('limit', () => fail(refusal('MEDIA_TOO_LARGE', `${originalName} is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB`, 413)));
          stream.on('end', () => {
            if (!out && !failure) {
              try {
                received.type = checkedType(head, originalName);
                out = createWriteStream(temporaryPath);
                outs.push(out);
                out.write(head);
              } catch (error) {
                fail(error as ApiError);
              }
            }
            if (out) out.end(() => done());
            else done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => fail(refusal('TOO_MANY_MEDIAS', `At most ${UPLOAD_LIMITS.files} files an upload`)));
    parser.on('fieldsLimit', () => fail(refusal('TOO_MANY_FIELDS', `At most ${UPLOAD_LIMITS.fields} descriptions an upload`)));
    const cleanUp = () => files.forEach((file) => rmSync(file.temporaryPath, { force: true }));
    parser.on('error', () => {
      request.unpipe(parser);
      request.resume();
      fail(refusal('INVALID_MULTIPART', 'The multipart body is malformed'));
      const finish = () => {
        cleanUp();
        reject(failure);
      };
      if (request.readableEnded) finish();
      else request.once('end', finish);
    });
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (!failure && files.length === 0) fail(refusal('NO_MEDIAS', 'Send at least one file in medias'));
        if (!failure && descriptions.length > files.length) fail(refusal('TOO_MANY_DESCRIPTIONS', 'There are more descriptions than files'));
        if (failure) {
          cleanUp();
          reject(failure);
          return;
        }
        resolve({ files, descriptions });
      });
    });
    // A client gone mid-upload: no end will come, so close what was written and remove it
    // (once each file is closed, so no late open recreates it).
    request.once('close', () => {
      if (request.complete) return;
      fail(refusal('UPLOAD_ABORTED', 'The upload was interrupted'));
      request.unpipe(parser);
      void Promise.all(
        outs.map(
          (out) =>
            new Promise<void>((closed) => {
              if (out.closed) return closed();
              out.once('close', () => closed());
              out.destroy();
            }),
        ),
      ).then(() => {
        cleanUp();
        reject(failure);
      });
    });
    request.pipe(parser);
  });
}
