import type { SimulationState } from '../contracts/dev';
import { callRequest, type CallOptions } from '../framework/contracts/callRequest';
import type { HttpClient } from '../framework/data/httpClient';
import { quietHeaders } from '../framework/data/httpDeclaration';

export interface ConsoleHelpers {
  /** Lists the simulations and which are on. */
  simulations(): Promise<SimulationState[]>;
  /** Turns one simulation on (`simulate('fic-unavailable')`) or off (`simulate('fic-unavailable', false)`). */
  simulate(name: string, on?: boolean): Promise<SimulationState[]>;
  /** Turns every simulation off. */
  reset(): Promise<SimulationState[]>;
}

declare global {
  interface Window {
    certificare?: ConsoleHelpers;
  }
}

/** A developer's switch: no loader over the screen. */
const quiet = (): CallOptions => ({ headers: quietHeaders() });

/**
 * Developer helpers in the browser console (spec §1): `certificare.simulate(name)` switches
 * on a simulated answer of the demo API for the signed-in admin; the names are the demo
 * API's own (`certificare.simulations()` lists them).
 */
export function createConsoleHelpers(http: HttpClient): ConsoleHelpers {
  const report = (states: SimulationState[]) => {
    console.info('certificare:', states);
    return states;
  };
  // The contracts load on the first use: a console tool adds nothing to the first page.
  const contracts = () => import('../contracts/dev');
  const list = async () => (await callRequest(http, (await contracts()).LIST_SIMULATIONS, {}, quiet())).data;
  const switchTo = async (body: Record<string, 'on' | 'off'>) =>
    report((await callRequest(http, (await contracts()).SWITCH_SIMULATIONS, { body }, quiet())).data);
  return {
    simulations: async () => report(await list()),
    simulate: (name, on = true) => switchTo({ [name]: on ? 'on' : 'off' }),
    reset: async () => switchTo(Object.fromEntries((await list()).map((simulation) => [simulation.name, 'off' as const]))),
  };
}

export function installConsoleHelpers(http: HttpClient) {
  if (typeof window !== 'undefined') window.certificare = createConsoleHelpers(http);
}
