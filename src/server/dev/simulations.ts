import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { LIST_SIMULATIONS, SWITCH_SIMULATIONS } from '../../contracts/dev';
import type { RequestAuth } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { sendJson } from '../http/sendJson';
import { newTraceId } from '../http/traceId';
import type { ApiRoute } from '../routes/apiRoute';
import { SIMULATIONS, type SimulatedAnswer, type Simulation } from './simulationTable';

export interface Simulations {
  /** Answers `req` with a switched-on simulation when one matches and the caller is signed in; false otherwise. */
  intercept(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** GET and PUT `dev/simulations` (ADMIN only; src/contracts/dev.ts). */
  routes: ApiRoute[];
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '');
  } catch {
    return '';
  }
}

/** The simulation calls follow no resource's rule: their access names its role. */
const NO_RESOURCE_RULES: AccessOfResource = () => undefined;

/**
 * The simulated answers of spec §8, switched at run time by a global admin (the console
 * helpers of the app call `PUT /api/dev/simulations {"fic-unavailable": "on"}`). All start off.
 */
export function createSimulations({
  authenticate,
  table = SIMULATIONS,
}: {
  authenticate: (req: IncomingMessage) => Promise<RequestAuth>;
  table?: readonly Simulation[];
}): Simulations {
  const on = new Set<string>();
  const state = () => ({ status: 200, body: { data: table.map(({ name, description, status }) => ({ name, description, status, on: on.has(name) })) } });
  return {
    async intercept(req, res) {
      if (on.size === 0) return false;
      const method = (req.method ?? 'GET').toUpperCase();
      const path = pathOf(req.url ?? '');
      const matches = (answer: SimulatedAnswer) => answer.matches.some((match) => (match.method === '*' || match.method === method) && match.path.test(path));
      const hit = table.flatMap((simulation) =>
        on.has(simulation.name) ? simulation.answers.filter(matches).map((answer) => ({ simulation, answer })) : [],
      )[0];
      if (!hit) return false;
      // Unsigned calls get the API's own 401.
      if (!(await authenticate(req)).user) return false;
      req.resume();
      sendJson(res, hit.simulation.status, { ...hit.answer.body, simulated: hit.simulation.name, traceId: newTraceId() });
      return true;
    },
    routes: [
      contractRoute(LIST_SIMULATIONS, NO_RESOURCE_RULES, () => state()),
      contractRoute(SWITCH_SIMULATIONS, NO_RESOURCE_RULES, ({ body }) => {
        const names = new Set(table.map((simulation) => simulation.name));
        const unknown = Object.keys(body).find((name) => !names.has(name));
        if (unknown !== undefined)
          throw new ApiError(400, { error: 'UNKNOWN_SIMULATION', message: `No simulation "${unknown}"; known: ${[...names].join(', ')}` });
        for (const [name, value] of Object.entries(body)) {
          if (value === 'on' || value === true) on.add(name);
          else on.delete(name);
        }
        return state();
      }),
    ],
  };
}
