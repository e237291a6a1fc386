import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { readJsonBody } from './readJsonBody';

function request(...chunks: string[]): IncomingMessage {
  // Only the stream side of IncomingMessage is read.
  return Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as unknown as IncomingMessage;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('readJsonBody', () => {
  it('parses a JSON body sent in pieces', async () => {
    await expect(readJsonBody(request('{"a":', '1}'))).resolves.toEqual({ a: 1 });
  });
  it('reads an empty body as an empty object', async () => {
    await expect(readJsonBody(request())).resolves.toEqual({});
  });
  it('refuses text that is not JSON with 400 INVALID_JSON', async () => {
    const error = await rejection(readJsonBody(request('{"a":')));
    expect(error.status).toBe(400);
    expect(error.body.error).toBe('INVALID_JSON');
  });
  it('refuses a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const error = await rejection(readJsonBody(request('"12345', '67890"'), 8));
    expect(error.status).toBe(413);
    expect(error.body.error).toBe('PAYLOAD_TOO_LARGE');
  });
});
