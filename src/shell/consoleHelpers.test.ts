import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../framework/data/httpClient';
import { createConsoleHelpers, SIMULATIONS } from './consoleHelpers';

describe('console helpers (spec §1, §8 simulated answers)', () => {
  it('switch the demo API simulations with PUT dev/simulations, without the loader', async () => {
    const sent: HttpRequest[] = [];
    const http = vi.fn(async (request: HttpRequest) => {
      sent.push(request);
      return { status: 200, headers: new Headers(), json: { data: {} } };
    });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const helpers = createConsoleHelpers(http);
    await helpers.simulate('fic-unavailable');
    await helpers.simulate('fic-partial', false);
    await helpers.reset();
    await helpers.simulations();
    expect(sent.map((r) => [r.method ?? 'GET', r.path, r.body])).toEqual([
      ['PUT', 'dev/simulations', { 'fic-unavailable': 'on' }],
      ['PUT', 'dev/simulations', { 'fic-partial': 'off' }],
      ['PUT', 'dev/simulations', Object.fromEntries(Object.keys(SIMULATIONS).map((name) => [name, 'off']))],
      ['GET', 'dev/simulations', undefined],
    ]);
    expect(sent.every((r) => r.headers?.['Loader-Type'] === 'none')).toBe(true);
  });
});
