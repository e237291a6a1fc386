/**
 * Load on an API over loopback with keep-alive connections: each connection sends the
 * next request once the last is answered, for a while; answers the rate, the latencies and
 * the statuses seen. Shared by the load bench and the store bench.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** One request on `agent`; rejects when the connection fails (a killed server). */
export function callApi(agent: Agent, port: number, headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, ...(text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

export interface LoadOptions {
  port: number;
  headers: Record<string, string>;
  connections: number;
  /** How long; `stop.stopped` set meanwhile ends it sooner (requests cut off then are not counted). */
  seconds: number;
  stop?: { stopped: boolean };
  /** The request number `i`: method, path and body. */
  next: (i: number) => [string, string, unknown?];
}

export interface LoadFigures {
  rate: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function runLoad({ port, headers, connections, seconds, stop, next }: LoadOptions): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  const loop = async (): Promise<void> => {
    while (performance.now() < until && !stop?.stopped) {
      const [method, path, body] = next(sent++);
      const start = performance.now();
      try {
        const answer = await callApi(agent, port, headers, method, path, body);
        times.push(performance.now() - start);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      } catch (error) {
        if (stop?.stopped) return;
        throw error;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rate: times.length / elapsed, p50: quantile(times, 0.5), p99: quantile(times, 0.99), statuses };
}

/** `  2774 req/s   p50    2.1 ms   p99   10.9 ms   (200×13870)` */
export function formatLoad({ rate, p50, p99, statuses }: LoadFigures): string {
  const codes = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
  return `${Math.round(rate).toString().padStart(6)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   (${codes})`;
}
