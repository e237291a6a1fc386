import { expect } from 'vitest';
import { policyViolations } from '../policyViolations';
import type { ResourceStep } from './types';

/**
 * Nothing the page did so far broke the Content-Security-Policy the app is served with: the
 * forms the steps before filled and saved validated with their checks compiled at build time.
 */
export const noPolicyViolation: ResourceStep = async ({ session, resource }) => {
  expect(policyViolations(session.consoleErrors), `policy violations by the time ${resource.name} was done`).toEqual([]);
};
