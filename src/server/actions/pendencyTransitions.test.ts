import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import type { StatusAction } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import { statusTarget } from './statusTarget';

/*
 * The pendency's transition table (resources/pendency.resource.json, changeStatus) as the
 * demo API applies it: every (from, to) pair of the six statuses, allowed or refused.
 */
const registry = loadRegistryFromDir(resolve(import.meta.dirname, '../../..'));
if (!registry.ok) throw new Error('the registry does not load');
const { model } = registry;
const pendency = model.resources.find((resource) => resource.name === 'pendency');
const changeStatus = pendency?.actions.find((action): action is StatusAction => action.name === 'changeStatus' && action.kind === 'status');
if (!pendency || !changeStatus) throw new Error('pendency.changeStatus is not declared');

const STATUSES = ['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];
const ALLOWED: Record<string, string[]> = {
  DRAFT: ['AWAITING_EVALUATION', 'CANCELLED'],
  AWAITING_EVALUATION: ['AWAITING_INFORMATION', 'IN_PROGRESS', 'CANCELLED'],
  AWAITING_INFORMATION: ['AWAITING_EVALUATION', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

function outcome(from: string, to: string): string {
  try {
    statusTarget(model, pendency!, changeStatus!, { _id: 'p', status: from }, { nextStatus: to });
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return String(error.body.error);
    throw error;
  }
}

describe('pendency status transitions', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(outcome(from, to)).toBe(ALLOWED[from]?.includes(to) ? 'allowed' : 'INVALID_STATUS');
  });

  it('completed and cancelled pendencies are final', () => {
    expect(changeStatus.transitions?.COMPLETED ?? []).toEqual([]);
    expect(changeStatus.transitions?.CANCELLED ?? []).toEqual([]);
  });

  it('cancelling asks for a reason; a justification is optional for every status', () => {
    expect(changeStatus.reason).toMatchObject({ field: 'reasonForCancellation', requiredFor: ['CANCELLED'] });
    expect(changeStatus.note?.requiredFor ?? []).toEqual([]);
  });
});
