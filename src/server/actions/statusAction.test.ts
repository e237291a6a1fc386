import { describe, expect, it } from 'vitest';
import type { RegistryModel, StatusAction } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal, NOW } from './actions.testkit';
import { statusAction } from './statusAction';

const base = { method: 'PUT', input: 'state', invalidError: 'INVALID_STATUS', confirm: false } as const;
const move: StatusAction = {
  ...base,
  name: 'move',
  kind: 'status',
  path: '{id}/move',
  field: 'state',
  choices: [0, 2, 3, 9],
  user: { id: 'userId', name: 'userName' },
  reason: { field: 'why', requiredFor: [9] },
  note: { field: 'comment', requiredFor: [3] },
  history: 'log',
  refuse: [{ field: 'state', in: [9], error: 'TICKET_IS_CLOSED', status: 409 }],
};
const close: StatusAction = { ...base, name: 'close', kind: 'status', path: 'close/{id}', field: 'state', value: 9, confirm: true };
const advance: StatusAction = {
  ...base,
  name: 'advance',
  kind: 'status',
  path: '{id}/advance',
  field: 'state',
  transitions: { '0': [2], '2': [3, 9] },
  invalidError: 'BAD_MOVE',
};
const step: StatusAction = {
  ...base,
  name: 'step',
  kind: 'status',
  path: 'update-status',
  field: 'status',
  input: 'status',
  idFrom: 'stepId',
  send: ['ticketId'],
  flags: { notify: false },
  user: { id: 'userId' },
  note: { field: 'justification', requiredWhen: { resource: 'step-state', match: 'status', flag: 'needsNote' } },
  history: 'history',
};

const model: RegistryModel = {
  valueSets: {},
  resources: [
    testResourceModel({
      name: 'ticket',
      schema: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          state: { $ref: '#/$defs/state' },
          why: { type: 'string' },
          log: { type: 'array' },
          updatedAt: { type: 'string' },
        },
        $defs: { state: { type: 'integer', enum: [0, 1, 2, 3, 9] } },
      },
      actions: [move, close, advance],
      timestamps: { updatedAt: 'updatedAt' },
    }),
    testResourceModel({
      name: 'step',
      schema: { type: 'object', properties: { _id: { type: 'string' }, status: { type: 'string' }, ticketId: { type: 'string' } } },
      valueSets: { status: 'step-status' },
      actions: [step],
    }),
    testResourceModel({ name: 'step-state' }),
  ],
};
model.valueSets = {
  'step-status': {
    name: 'step-status',
    file: 'resources/step-status.values.json',
    values: ['OPEN', 'BLOCKED', 'DONE'].map((value, order) => ({ value, key: value, color: 'grey', labels: {}, order })),
  },
};

const fixtures = {
  'ticket.json': [
    { _id: 't1', state: 0, updatedAt: '2024-01-01T00:00:00.000Z' },
    { _id: 't2', state: 9, updatedAt: '2024-01-01T00:00:00.000Z' },
    { _id: 't3', state: 2, why: 'old', log: [{ status: 0, date: '2024-01-01T00:00:00.000Z' }] },
  ],
  'step.json': [{ _id: 's1', status: 'OPEN', ticketId: 't1' }],
  'step-state.json': [
    { _id: 'x1', status: 'BLOCKED', needsNote: true },
    { _id: 'x2', status: 'DONE', needsNote: false },
  ],
};

function setup() {
  const bed = actionTestBed(model, fixtures);
  const ticket = bed.resource('ticket');
  const run = (action: StatusAction, id: string | undefined, body: unknown) =>
    statusAction(bed.context, action === step ? bed.resource('step') : ticket, action, { params: id === undefined ? {} : { id }, body });
  return { bed, run };
}

describe('statusAction', () => {
  it('sets the status, stores the reason, appends a history entry and stamps updatedAt', () => {
    const { bed, run } = setup();
    const record = run(move, 't3', { state: 9, why: '  no longer needed ', userId: 'u1', userName: 'Ana' });
    const expected = {
      _id: 't3',
      state: 9,
      why: 'no longer needed',
      updatedAt: NOW,
      log: [
        { status: 0, date: '2024-01-01T00:00:00.000Z' },
        { status: 9, date: NOW, userId: 'u1', userName: 'Ana', why: 'no longer needed' },
      ],
    };
    expect(record).toEqual(expected);
    expect(bed.stored('ticket')[2]).toEqual(expected);
  });

  it('takes a status sent as text as the field value', () => {
    const { run } = setup();
    expect(run(move, 't1', { state: '2' })).toMatchObject({ state: 2 });
  });

  it('answers 404 for an unknown record', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(move, 'nope', { state: 2 }), 404, { error: 'NOT_FOUND' });
  });

  it('refuses by the refusal rules on the stored record, with their status and code', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(move, 't2', { state: 2 }), 409, { error: 'TICKET_IS_CLOSED', message: 'TICKET_IS_CLOSED' });
  });

  it('requires the target when the action has no fixed value', () => {
    const { bed, run } = setup();
    for (const body of [{}, { state: '' }, { state: null }]) {
      expectRefusal(bed, ['ticket'], () => run(move, 't1', body), 400, {
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'state', keyword: 'required', message: 'FIELD_IS_REQUIRED' }],
      });
    }
  });

  it('refuses a target outside the field values or outside the choices with invalidError', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(move, 't1', { state: 7 }), 400, { error: 'INVALID_STATUS', message: 'INVALID_STATUS' });
    // 1 is a value of the field, but not a manual choice.
    expectRefusal(bed, ['ticket'], () => run(move, 't1', { state: 1 }), 400, { error: 'INVALID_STATUS', message: 'INVALID_STATUS' });
  });

  it('follows the transitions from the current status', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(advance, 't1', { state: 3 }), 400, { error: 'BAD_MOVE', message: 'BAD_MOVE' });
    expect(run(advance, 't1', { state: 2 })).toMatchObject({ state: 2 });
    expect(run(advance, 't1', { state: 3 })).toMatchObject({ state: 3 });
    // 3 lists no transitions: nothing is reachable from it.
    expectRefusal(bed, ['ticket'], () => run(advance, 't1', { state: 2 }), 400, { error: 'BAD_MOVE' });
  });

  it('requires the reason for the listed targets only; blank is missing', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(move, 't1', { state: 9, why: '   ' }), 400, {
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'why', keyword: 'required', message: 'FIELD_IS_REQUIRED' }],
    });
    expect(run(move, 't1', { state: 2 })).not.toHaveProperty('why');
  });

  it('requires the note for its listed targets and stores it when given', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['ticket'], () => run(move, 't1', { state: 3 }), 400, { errors: [{ field: 'comment', message: 'FIELD_IS_REQUIRED' }] });
    expect(run(move, 't1', { state: 3, comment: 'checked' })).toMatchObject({ state: 3, comment: 'checked' });
  });

  it('uses the fixed value of the action, ignoring the body', () => {
    const { bed, run } = setup();
    expect(run(close, 't1', { state: 2 })).toMatchObject({ state: 9, updatedAt: NOW });
    expect(bed.stored('ticket')[0]).toMatchObject({ state: 9 });
  });

  describe('with the id in the body, a value set, flags, send keys and requiredWhen', () => {
    it('finds the record by idFrom and stores flags and user in the history', () => {
      const { run } = setup();
      expect(run(step, undefined, { stepId: 's1', status: 'DONE', ticketId: 't1', notify: true, userId: 'u1' })).toEqual({
        _id: 's1',
        status: 'DONE',
        ticketId: 't1',
        history: [{ status: 'DONE', date: NOW, userId: 'u1', notify: true }],
      });
    });

    it('requires idFrom and answers 404 for an unknown one', () => {
      const { bed, run } = setup();
      expectRefusal(bed, ['step'], () => run(step, undefined, { status: 'DONE' }), 400, { errors: [{ field: 'stepId', keyword: 'required' }] });
      expectRefusal(bed, ['step'], () => run(step, undefined, { stepId: 'zz', status: 'DONE' }), 404, { error: 'NOT_FOUND' });
    });

    it('checks the target against the value set', () => {
      const { bed, run } = setup();
      expectRefusal(bed, ['step'], () => run(step, undefined, { stepId: 's1', status: 'LOST' }), 400, { error: 'INVALID_STATUS' });
    });

    it('requires the note when the target status record has the flag', () => {
      const { bed, run } = setup();
      expectRefusal(bed, ['step'], () => run(step, undefined, { stepId: 's1', status: 'BLOCKED' }), 400, {
        errors: [{ field: 'justification', keyword: 'required', message: 'FIELD_IS_REQUIRED' }],
      });
      expect(run(step, undefined, { stepId: 's1', status: 'BLOCKED', justification: 'waiting' })).toMatchObject({
        justification: 'waiting',
        history: [{ status: 'BLOCKED', justification: 'waiting', notify: false }],
      });
    });

    it('refuses send keys that differ from the record', () => {
      const { bed, run } = setup();
      expectRefusal(bed, ['step'], () => run(step, undefined, { stepId: 's1', status: 'DONE', ticketId: 't2' }), 400, {
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'ticketId', keyword: 'const', message: 'validation.const' }],
      });
    });

    it('refuses a flag that is not a boolean', () => {
      const { bed, run } = setup();
      expectRefusal(bed, ['step'], () => run(step, undefined, { stepId: 's1', status: 'DONE', notify: 'yes' }), 400, {
        errors: [{ field: 'notify', keyword: 'type' }],
      });
    });
  });
});
