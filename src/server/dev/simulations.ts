import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestAuth } from '../auth/requestUser';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import { sendJson } from '../http/sendJson';
import { newTraceId } from '../http/traceId';
import type { ApiAnswer, ApiRequest, ApiRoute } from '../routes/apiRoute';
import { SIMULATIONS, type Simulation } from './simulationTable';

export interface Simulations {
  /** Answers `req` with a switched-on simulation when one matches and the caller is signed in; false otherwise. */
  intercept(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** GET and PUT `dev/simulations` (ADMIN only). */
  routes: ApiRoute[];
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '');
  } catch {
    return '';
  }
}

function requireAdmin(request: ApiRequest): void {
  if (!request.user?.roles.includes('ADMIN')) throw forbidden('switch simulated answers', ['ADMIN']);
}

/**
 * The simulated answers of spec §8, switched at run time by a global admin (the console
 * helpers of the app call `PUT /api/dev/simulations {"fic-unavailable": "on"}`). All start off.
 */
export function createSimulations({ authenticate, table = SIMULATIONS }: { authenticate: (req: IncomingMessage) => Promise<RequestAuth>; table?: readonly Simulation[] }): Simulations {
  const on = new Set<string>();
  const state = (): ApiAnswer => ({
    status: 200,
    body: { data: table.map(({ name, description, status }) => ({ name, description, status, on: on.has(name) })) },
  });
  return {
    async intercept(req, res) {
      if (on.size === 0) return false;
      const method = (req.method ?? 'GET').toUpperCase();
      const path = pathOf(req.url ?? '');
      const hit = table.find((simulation) => on.has(simulation.name) && simulation.matches.some((match) => (match.method === '*' || match.method === method) && match.path.test(path)));
      if (!hit) return false;
      // Unsigned calls get the API's own 401.
      if (!(await authenticate(req)).user) return false;
      req.resume();
      sendJson(res, hit.status, { ...hit.body, simulated: hit.name, traceId: newTraceId() });
      return true;
    },
    routes: [
      {
        method: 'GET',
        pattern: 'dev/simulations',
        readsBody: false,
        handle(request) {
          requireAdmin(request);
          return state();
        },
      },
      {
        method: 'PUT',
        pattern: 'dev/simulations',
        readsBody: true,
        handle(request) {
          requireAdmin(request);
          const body = request.body;
          if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            throw new ApiError(400, { error: 'VALIDATION_ERROR', message: 'Send {"<simulation>": "on" | "off"}' });
          }
          const names = new Set(table.map((simulation) => simulation.name));
          for (const [name, value] of Object.entries(body)) {
            if (!names.has(name)) throw new ApiError(400, { error: 'UNKNOWN_SIMULATION', message: `No simulation "${name}"; known: ${[...names].join(', ')}` });
            if (value !== 'on' && value !== 'off' && typeof value !== 'boolean') throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `"${name}" must be "on" or "off"` });
          }
          for (const [name, value] of Object.entries(body)) {
            if (value === 'on' || value === true) on.add(name);
            else on.delete(name);
          }
          return state();
        },
      },
    ],
  };
}
