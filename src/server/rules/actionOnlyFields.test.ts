import { describe, expect, it } from 'vitest';
import type { StatusAction } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { ApiError } from '../http/apiError';
import { actionOnlyDefaults, checkActionOnlyFields } from './actionOnlyFields';

const changeStatus: StatusAction = {
  name: 'changeStatus',
  kind: 'status',
  method: 'PUT',
  path: '{id}/change-status',
  field: 'status',
  input: 'nextStatus',
  invalidError: 'TICKET_STATUS_REFUSED',
  confirm: false,
  transitions: { OPEN: ['DONE'] },
};
const ticket = testResourceModel({
  name: 'ticket',
  schema: { type: 'object', properties: { _id: { type: 'string' }, status: { type: 'string', default: 'OPEN' }, title: { type: 'string' } } },
  actions: [changeStatus],
  changedOnlyByActions: ['status'],
});

function refusal(run: () => void): ApiError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

describe('action-only fields', () => {
  it('start at the schema default on create', () => {
    expect(actionOnlyDefaults(ticket)).toEqual({ status: 'OPEN' });
    expect(actionOnlyDefaults(testResourceModel({ name: 'plain' }))).toEqual({});
  });

  it('accept a body that leaves them out or sends them unchanged', () => {
    expect(refusal(() => checkActionOnlyFields(ticket, { title: 'x' }, { status: 'OPEN' }))).toBeUndefined();
    expect(refusal(() => checkActionOnlyFields(ticket, { title: 'x', status: 'OPEN' }, { status: 'OPEN' }))).toBeUndefined();
  });

  it("refuse another value with the action's refusal code, naming the field and the action", () => {
    const error = refusal(() => checkActionOnlyFields(ticket, { status: 'DONE' }, { status: 'OPEN' }));
    expect(error?.status).toBe(400);
    expect(error?.body).toMatchObject({ error: 'TICKET_STATUS_REFUSED', field: 'status', reason: expect.stringContaining('ticket/{id}/change-status') });
  });

  it('leave resources that declare none alone', () => {
    expect(refusal(() => checkActionOnlyFields(testResourceModel({ name: 'plain' }), { status: 'DONE' }, {}))).toBeUndefined();
  });
});
