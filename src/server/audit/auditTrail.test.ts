import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCollection } from '../store/collection';
import { runAsActor } from './auditActor';
import { createAuditTrail, type AuditEntry } from './auditTrail';
import { MAX_FIELDS, MAX_VALUE_CHARS } from './fieldChanges';

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'audit-'));
  const open = () => {
    const tasks = openCollection({ dataFile: join(dir, 'task.json'), fixtureFile: join(dir, 'none.json'), idField: '_id' });
    const log = openCollection({ dataFile: join(dir, 'audit.json'), fixtureFile: join(dir, 'none.json'), idField: '_id' });
    const trail = createAuditTrail(
      log,
      [{ resource: 'task', collection: tasks, ignoredFields: new Set(['lastUpdated']) }],
      () => new Date('2026-01-02T03:04:05.000Z'),
    );
    return { tasks, log, trail };
  };
  return { open };
}

const kinds = (entries: readonly AuditEntry[]) => entries.map((entry) => entry.kind);

describe('createAuditTrail', () => {
  it('records every kind of write, with its author and time, by subject', () => {
    const { tasks, trail } = setUp().open();
    runAsActor({ userId: 'u1', userName: 'Marta' }, () => {
      tasks.insert({ _id: 't1', status: 0 });
      tasks.replace({ _id: 't1', status: 2 });
      tasks.replace({ _id: 't1', status: 2, register: 'done' });
      tasks.replace({ _id: 't1', status: 2, register: 'done', medias: [{ mediaUrl: 'a.jpg' }] });
      tasks.replace({ _id: 't1', status: 2, register: 'done', medias: [{ mediaUrl: 'a.jpg' }], comments: [{ text: 'hi' }] });
      tasks.replace({ _id: 't1', status: 2, register: 'done', medias: [{ mediaUrl: 'a.jpg' }], comments: [{ text: 'hi' }], justification: 'why' });
      tasks.replace({
        _id: 't1',
        status: 2,
        register: 'done',
        medias: [{ mediaUrl: 'a.jpg' }],
        comments: [{ text: 'hi' }],
        justification: 'why',
        elementChildrensValues: [{ elementId: 'e1', value: true }],
      });
      tasks.replace({
        _id: 't1',
        status: 2,
        register: 'done',
        medias: [{ mediaUrl: 'a.jpg' }],
        comments: [{ text: 'hi' }],
        justification: 'why',
        elementChildrensValues: [{ elementId: 'e1', value: true }],
        order: 3,
      });
      tasks.remove('t1');
    });
    const entries = trail.entriesOf('task', 't1');
    expect(kinds(entries)).toEqual(['created', 'status', 'record', 'media', 'comment', 'justification', 'elementCheck', 'updated', 'deleted']);
    expect(entries[1]).toMatchObject({
      collection: 'task',
      recordId: 't1',
      userId: 'u1',
      userName: 'Marta',
      at: '2026-01-02T03:04:05.000Z',
      changes: [{ field: 'status', before: 0, after: 2 }],
    });
    expect(trail.entriesOf('task', 'other')).toEqual([]);
  });

  it('records nothing when only ignored fields (timestamps) or nothing changed, and no author outside a request', () => {
    const { tasks, trail } = setUp().open();
    tasks.insert({ _id: 't1', status: 0, lastUpdated: 'a' });
    tasks.replace({ _id: 't1', status: 0, lastUpdated: 'b' });
    tasks.apply({ replace: [{ _id: 't1', status: 0, lastUpdated: 'c' }] });
    const entries = trail.entriesOf('task', 't1');
    expect(kinds(entries)).toEqual(['created']);
    expect(entries[0]).not.toHaveProperty('userId');
  });

  it('keeps entries small whatever the record', () => {
    const { tasks, trail } = setUp().open();
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`field${index}`, 'x'.repeat(5_000)]));
    tasks.insert({ _id: 't1', ...wide });
    const [entry] = trail.entriesOf('task', 't1');
    expect(entry?.changes).toHaveLength(MAX_FIELDS);
    expect(String(entry?.changes[0]?.after).length).toBeLessThanOrEqual(MAX_VALUE_CHARS + 1);
  });

  it('persists like any collection: a restart finds the entries again', () => {
    const { open } = setUp();
    const first = open();
    first.tasks.insert({ _id: 't1', status: 0 });
    first.tasks.replace({ _id: 't1', status: 1 });
    first.trail.stop();
    first.tasks.close();
    first.log.close();
    expect(kinds(open().trail.entriesOf('task', 't1'))).toEqual(['created', 'status']);
  });

  it('keeps the cost of a write flat as the log grows (no pass over the log per write), and reads one subject alone', () => {
    const { tasks, trail } = setUp().open();
    for (let index = 0; index < 1_000; index += 1) tasks.insert({ _id: `t${index}`, status: 0 });
    const roundTimes: number[] = [];
    for (let round = 1; round <= 10; round += 1) {
      const started = performance.now();
      for (let index = 0; index < 1_000; index += 1) tasks.replace({ _id: `t${index}`, status: round });
      roundTimes.push(performance.now() - started);
    }
    // A copy of the log per write made the tenth thousand about ten times dearer than the first; noise stays well under that.
    const [first = 0, ...rest] = roundTimes;
    expect(Math.min(...rest.slice(-3))).toBeLessThan(Math.max(first, 50) * 4);
    expect(trail.entriesOf('task', 't7')).toHaveLength(11);
  });
});
