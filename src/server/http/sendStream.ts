import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { StreamBody } from './streamBody';

/** Pipes `body` as an attachment; a failure mid-way can only cut the connection. */
export async function sendStream(
  res: ServerResponse,
  status: number,
  body: StreamBody,
  headOnly: boolean,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  res.statusCode = status;
  res.setHeader('Content-Type', body.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${body.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (headOnly) {
    res.end();
    return;
  }
  try {
    await pipeline(body.open(), res);
  } catch (error) {
    console.error('[demo api] a streamed answer failed mid-way:', error);
    res.destroy();
  }
}
