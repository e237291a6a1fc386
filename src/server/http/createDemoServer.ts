import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_URL_LENGTH } from './checkUrlLength';
import { newTraceId } from './traceId';

/** Headers a request may carry in all: room for a URL of MAX_URL_LENGTH and more, so the API answers it 414 itself. */
const MAX_HEADER_BYTES = 4 * MAX_URL_LENGTH;

/** What node refuses before any handler runs, in the product's error shape. */
function clientErrorAnswer(error: NodeJS.ErrnoException): { status: number; body: Record<string, string> } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, body: { error: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'Request line and headers are too large' } };
  return { status: 400, body: { error: 'BAD_REQUEST', message: 'Malformed HTTP request' } };
}

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const { status, body } = clientErrorAnswer(error);
  const text = JSON.stringify({ ...body, traceId: newTraceId() });
  socket.end(
    `HTTP/1.1 ${status} ${body.error}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * The HTTP server of the demo: headers up to 64 KB (a URL over 16 KB gets the API's JSON
 * 414), and what node refuses itself (larger headers, malformed requests) answered in the
 * product's error shape instead of an empty answer or a reset.
 */
export function createDemoServer(listener: RequestListener): Server {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, listener);
  server.on('clientError', answerClientError);
  return server;
}
