import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { FileBody } from './fileBody';

/**
 * Streams `file` as an attachment (headers only for HEAD). Answers once the body is sent;
 * rejects when the file cannot be read before anything was sent, so the caller still
 * answers with an error (a failure mid-way can only cut the connection).
 */
export function sendFile(
  res: ServerResponse,
  status: number,
  file: FileBody,
  headOnly: boolean,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const writeHead = () => {
    res.statusCode = status;
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    // The name is checked to be plain ASCII (appFileName), so the quoted form is enough.
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  if (headOnly) {
    writeHead();
    res.end();
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const stream = createReadStream(file.path);
    stream.once('open', () => {
      writeHead();
      stream.pipe(res);
    });
    stream.once('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        resolve();
      } else reject(error);
    });
    stream.once('end', () => resolve());
  });
}
