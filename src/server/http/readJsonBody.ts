import type { IncomingMessage } from 'node:http';
import { ApiError } from './apiError';

/** Largest request body the demo API reads (1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A body some earlier middleware (a body parser in a dev server) already read. */
function alreadyParsed(req: IncomingMessage): { value: unknown } | undefined {
  if (!req.readableEnded || !('body' in req)) return undefined;
  return { value: (req as IncomingMessage & { body: unknown }).body };
}

/**
 * Reads and parses a JSON request body. An empty body reads as `{}`.
 * Rejects with 413 PAYLOAD_TOO_LARGE past `limit` bytes and 400 INVALID_JSON when the text
 * is not JSON. The rest of an oversized body is still drained, not cut off, so the client
 * gets the 413 instead of a reset connection.
 */
export function readJsonBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<unknown> {
  const parsed = alreadyParsed(req);
  if (parsed) return Promise.resolve(parsed.value);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > limit) {
        reject(new ApiError(413, { error: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${limit} bytes` }));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') {
        resolve({});
        return;
      }
      try {
        resolve(JSON.parse(text));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        reject(new ApiError(400, { error: 'INVALID_JSON', message: `Request body is not valid JSON: ${detail}` }));
      }
    });
  });
}
