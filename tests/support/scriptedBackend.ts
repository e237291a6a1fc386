/**
 * A backend that answers from a script (plain node:http): each request the engine sends must
 * be one the script expects (method, path, query, the listed headers, the body), and gets the
 * answer written beside it. Anything else is a fault, answered 500, that the test reports.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from './docExchanges';

export interface ScriptedBackend {
  /** Its root, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The exchanges the next call must make, in any order (a call may send them at once); the faults start afresh. */
  expect(exchanges: readonly Exchange[]): void;
  /** What went other than the script says: unexpected requests, headers, bodies, and requests never sent. */
  faults(): string[];
  close(): Promise<void>;
}

/** Path and query as compared: the query's parameters decoded, in any order. */
function targetOf(target: string): string {
  const url = new URL(target, 'http://backend');
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${decodeURIComponent(url.pathname)}?${JSON.stringify(query)}`;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startScriptedBackend(): Promise<ScriptedBackend> {
  let pending: Exchange[] = [];
  const faults: string[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const sent = `${request.method ?? ''} ${decodeURIComponent(request.url ?? '')}`;
      const index = pending.findIndex((exchange) => exchange.method === request.method && targetOf(exchange.target) === targetOf(request.url ?? ''));
      const exchange = pending[index];
      if (!exchange) {
        faults.push(`unexpected request ${sent}`);
        response.writeHead(500).end();
        return;
      }
      pending.splice(index, 1);
      for (const [name, value] of Object.entries(exchange.headers)) {
        const got = request.headers[name.toLowerCase()];
        if (got !== value) faults.push(`${sent}: header ${name} is ${JSON.stringify(got)}, not ${JSON.stringify(value)}`);
      }
      const expected = exchange.body;
      if (!isDeepStrictEqual(body, expected)) faults.push(`${sent}: body ${JSON.stringify(body)}, not ${JSON.stringify(expected)}`);
      const { status, headers, body: answer } = exchange.answer;
      response.writeHead(status, { ...(answer === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers });
      response.end(answer === undefined ? undefined : JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    expect(exchanges) {
      pending = [...exchanges];
      faults.length = 0;
    },
    faults: () => [...faults, ...pending.map((exchange) => `request never sent: ${exchange.method} ${exchange.target}`)],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
