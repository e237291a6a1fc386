import { describe, expect, it } from 'vitest';
import type { ResourceModel } from '../../framework/registry/types';
import { historyEntries } from './historyEntries';

const resource = { name: 'pendency', api: { idField: '_id' }, timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } } as unknown as ResourceModel;
const START = '2026-01-01T00:00:00.000Z';

describe('historyEntries', () => {
  it('reads the creation and each history item from before the trail, oldest first, with who, the change and the note', () => {
    const record = {
      _id: 'p1',
      createdAt: '2024-02-01T10:00:00.000Z',
      statusHistory: [
        { status: 'DRAFT', date: '2024-02-06T18:09:02.000Z' },
        { status: 'CANCELLED', date: '2024-02-19T13:51:28.000Z', userName: 'Marta', userId: 'u1', justification: 'Duplicate' },
      ],
      customHistory: [{ date: '2024-02-10T08:00:00.000Z', userName: 'Rui', description: 'Order of tasks changed.' }],
    };
    expect(historyEntries(resource, record, START)).toEqual([
      { _id: 'created', collection: 'pendency', recordId: 'p1', kind: 'created', changes: [], at: '2024-02-01T10:00:00.000Z' },
      {
        _id: 'statusHistory-0',
        collection: 'pendency',
        recordId: 'p1',
        kind: 'status',
        changes: [{ field: 'status', after: 'DRAFT' }],
        at: '2024-02-06T18:09:02.000Z',
      },
      {
        _id: 'customHistory-0',
        collection: 'pendency',
        recordId: 'p1',
        kind: 'updated',
        changes: [],
        at: '2024-02-10T08:00:00.000Z',
        userName: 'Rui',
        note: 'Order of tasks changed.',
      },
      {
        _id: 'statusHistory-1',
        collection: 'pendency',
        recordId: 'p1',
        kind: 'status',
        changes: [{ field: 'status', before: 'DRAFT', after: 'CANCELLED' }],
        at: '2024-02-19T13:51:28.000Z',
        userId: 'u1',
        userName: 'Marta',
        note: 'Duplicate',
      },
    ]);
  });

  it('leaves out what the trail holds (items from its start on), undated or malformed items, and records with no history', () => {
    const record = {
      _id: 'p1',
      createdAt: '2026-02-01T00:00:00.000Z',
      statusHistory: [
        { status: 'DRAFT', date: '2025-12-31T23:59:59.000Z' },
        { status: 'OPEN', date: START },
        { status: 'X' },
        'junk',
        { status: 'Y', date: 'not a date' },
      ],
      customHistory: 'not a list',
    };
    expect(historyEntries(resource, record, START).map((entry) => entry._id)).toEqual(['statusHistory-0']);
    expect(historyEntries(resource, { _id: 'p2' }, START)).toEqual([]);
  });

  it("reads a task's records from before the trail, each on its own, and older data's single record at the task's last update", () => {
    const task = {
      _id: 't1',
      createdAt: '2024-03-01T00:00:00.000Z',
      updatedAt: '2024-03-05T00:00:00.000Z',
      registers: [
        { _id: 'r1', record: 'Torque 45 Nm', date: '2024-03-02T09:00:00.000Z', userName: 'Ana' },
        { _id: 'r2', record: 'Seal replaced', date: '2024-03-03T09:00:00.000Z' },
        { _id: 'r3', record: 'After the trail began', date: '2026-03-03T09:00:00.000Z' },
      ],
    };
    expect(historyEntries(resource, task, START).filter((entry) => entry.kind === 'record')).toEqual([
      {
        _id: 'registers-0',
        collection: 'pendency',
        recordId: 't1',
        kind: 'record',
        changes: [{ field: 'register', after: 'Torque 45 Nm' }],
        at: '2024-03-02T09:00:00.000Z',
        userName: 'Ana',
      },
      {
        _id: 'registers-1',
        collection: 'pendency',
        recordId: 't1',
        kind: 'record',
        changes: [{ field: 'register', after: 'Seal replaced' }],
        at: '2024-03-03T09:00:00.000Z',
      },
    ]);
    const older = { _id: 't2', createdAt: '2024-03-01T00:00:00.000Z', updatedAt: '2024-03-05T00:00:00.000Z', register: 'Valve lubricated' };
    expect(historyEntries(resource, older, START).filter((entry) => entry.kind === 'record')).toEqual([
      {
        _id: 'register',
        collection: 'pendency',
        recordId: 't2',
        kind: 'record',
        changes: [{ field: 'register', after: 'Valve lubricated' }],
        at: '2024-03-05T00:00:00.000Z',
      },
    ]);
    expect(historyEntries(resource, { ...older, register: '  ' }, START).filter((entry) => entry.kind === 'record')).toEqual([]);
  });
});
