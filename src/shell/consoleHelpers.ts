import type { HttpClient } from '../framework/data/httpClient';

/** Path of the demo API's switch of simulated responses (admins only). */
export const SIMULATION_PATH = 'dev/simulations';

/** The simulated responses of spec §8 the demo API knows. */
export const SIMULATIONS = {
  'fic-partial': '409 on a partial FIC import or update',
  'fic-unavailable': "503 'FIC unavailable' for imports, digital processes and updates",
  'task-delete-linked': '409 when deleting a task that has activities',
} as const;

export type SimulationName = keyof typeof SIMULATIONS;

export interface ConsoleHelpers {
  /** Lists the simulations and which are on. */
  simulations(): Promise<unknown>;
  /** Turns one simulation on (`simulate('fic-unavailable')`) or off (`simulate('fic-unavailable', false)`). */
  simulate(name: SimulationName, on?: boolean): Promise<unknown>;
  /** Turns every simulation off. */
  reset(): Promise<unknown>;
}

declare global {
  interface Window {
    certificare?: ConsoleHelpers;
  }
}

/**
 * Developer helpers in the browser console (spec §1): `certificare.simulate(name)` switches
 * on a simulated answer of the demo API for the signed-in admin.
 */
export function createConsoleHelpers(http: HttpClient): ConsoleHelpers {
  const report = (json: unknown) => {
    console.info('certificare:', json);
    return json;
  };
  return {
    simulations: async () => report((await http({ path: SIMULATION_PATH, headers: { 'Loader-Type': 'none' } })).json),
    simulate: async (name, on = true) =>
      report((await http({ method: 'PUT', path: SIMULATION_PATH, body: { [name]: on ? 'on' : 'off' }, headers: { 'Loader-Type': 'none' } })).json),
    reset: async () =>
      report(
        (
          await http({
            method: 'PUT',
            path: SIMULATION_PATH,
            body: Object.fromEntries(Object.keys(SIMULATIONS).map((name) => [name, 'off'])),
            headers: { 'Loader-Type': 'none' },
          })
        ).json,
      ),
  };
}

export function installConsoleHelpers(http: HttpClient) {
  if (typeof window !== 'undefined') window.certificare = createConsoleHelpers(http);
}
