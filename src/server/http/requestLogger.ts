import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl } from './requestUrl';

/** Middleware printing one line per finished request: `GET /api/things/page 200 3ms`. */
export function requestLogger(log: (line: string) => void = (line) => console.log(line)) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const started = performance.now();
    const url = requestUrl(req);
    res.on('finish', () => log(`${req.method ?? ''} ${url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    next();
  };
}
