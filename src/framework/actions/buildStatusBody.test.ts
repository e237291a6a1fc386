import { describe, expect, it } from 'vitest';
import type { StatusAction } from '../registry/types';
import { buildStatusBody } from './buildStatusBody';

const action: StatusAction = {
  name: 'changeStatus',
  kind: 'status',
  method: 'PUT',
  path: '{id}/change-status',
  field: 'status',
  input: 'nextStatus',
  reason: { field: 'reason', requiredFor: ['CANCELLED'] },
  note: { field: 'justification' },
  user: { id: 'userId', name: 'userName' },
  send: ['activityId'],
  flags: { allowsExternalUpdate: false },
  invalidError: 'INVALID_STATUS',
  confirm: false,
};
const user = { id: 'u1', name: 'Ana' };

describe('buildStatusBody', () => {
  it('sends the target, the texts given, the flags, the user and the record fields', () => {
    const body = buildStatusBody(
      action,
      { activityId: 'a1', name: 'x' },
      { target: 'CANCELLED', reason: ' Duplicada ', note: 'ok', flags: { allowsExternalUpdate: true } },
      user,
    );
    expect(body).toEqual({
      activityId: 'a1',
      nextStatus: 'CANCELLED',
      reason: 'Duplicada',
      justification: 'ok',
      allowsExternalUpdate: true,
      userId: 'u1',
      userName: 'Ana',
    });
  });

  it('leaves out empty texts and sends the flags at their defaults', () => {
    const body = buildStatusBody(action, {}, { target: 'IN_PROGRESS', note: '  ', flags: {} }, { id: '', name: '' });
    expect(body).toEqual({ activityId: undefined, nextStatus: 'IN_PROGRESS', allowsExternalUpdate: false, userId: '', userName: '' });
  });
});
