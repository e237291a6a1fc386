import { describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../framework/data/httpClient';
import { createConsoleHelpers } from './consoleHelpers';

const LISTED = [
  { name: 'fic-partial', description: '409', status: 409, on: true },
  { name: 'fic-unavailable', description: '503', status: 503, on: false },
];

describe('console helpers (spec §1, §8 simulated answers)', () => {
  it("switch the demo API's simulations with PUT dev/simulations, without the loader; reset turns off each the API lists", async () => {
    const sent: HttpRequest[] = [];
    const http = vi.fn(async (request: HttpRequest) => {
      sent.push(request);
      return { status: 200, headers: new Headers(), json: { data: LISTED } };
    });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const helpers = createConsoleHelpers(http);
    await helpers.simulate('fic-unavailable');
    await helpers.simulate('fic-partial', false);
    await helpers.reset();
    expect(await helpers.simulations()).toEqual(LISTED);
    expect(sent.map((r) => [r.method ?? 'GET', r.path, r.body])).toEqual([
      ['PUT', 'dev/simulations', { 'fic-unavailable': 'on' }],
      ['PUT', 'dev/simulations', { 'fic-partial': 'off' }],
      ['GET', 'dev/simulations', undefined],
      ['PUT', 'dev/simulations', { 'fic-partial': 'off', 'fic-unavailable': 'off' }],
      ['GET', 'dev/simulations', undefined],
    ]);
    expect(sent.every((r) => r.headers?.['Loader-Type'] === 'none')).toBe(true);
  });
});
