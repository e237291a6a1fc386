import { describe, expect, it } from 'vitest';
import { forwardRefusal } from './forwardRefusal';

const action = {
  value: 'IN_PROGRESS',
  transitions: { DRAFT: ['IN_PROGRESS'], AWAITING_EVALUATION: ['IN_PROGRESS'] },
  refuse: [{ field: 'isInternal', in: [false], error: 'USER_WITHOUT_PERMISSION', status: 400 }],
};

describe('forwardRefusal', () => {
  it('lets an internal pendency in an open status through', () => {
    expect(forwardRefusal(action, { status: 'DRAFT', isInternal: true }, 'status')).toBeUndefined();
  });

  it('refuses an external pendency with its code, and a status that cannot move to the target', () => {
    expect(forwardRefusal(action, { status: 'DRAFT', isInternal: false }, 'status')).toEqual({ kind: 'refused', error: 'USER_WITHOUT_PERMISSION' });
    expect(forwardRefusal(action, { status: 'COMPLETED', isInternal: true }, 'status')).toEqual({ kind: 'status' });
  });
});
