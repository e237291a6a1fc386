import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from './journal';

const fileIn = (): string => join(mkdtempSync(join(tmpdir(), 'journal-')), 'things.json.journal');

describe('openJournal', () => {
  it('writes each line at once and settles every waiter of a batch with one sync', async () => {
    const file = fileIn();
    let syncs = 0;
    const journal = openJournal(file, { onSynced: () => (syncs += 1) });
    const waits: Promise<void>[] = [];
    for (let n = 0; n < 50; n += 1) {
      journal.append(`[${n}]`);
      waits.push(journal.durable());
    }
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(51);
    await Promise.all(waits);
    expect(syncs).toBe(1);
    await expect(journal.durable()).resolves.toBeUndefined();
    journal.close();
  });

  it('moves its lines aside on rotate, even with a sync under way, and goes on in an empty file', async () => {
    const file = fileIn();
    const journal = openJournal(file);
    journal.append('[1]');
    const first = journal.durable();
    // The sync of [1] is scheduled; the rotation syncs at once and settles it.
    journal.rotate(`${file}.compacting`);
    await first;
    journal.append('[2]');
    await journal.durable();
    expect(readFileSync(`${file}.compacting`, 'utf8')).toBe('[1]\n');
    expect(readFileSync(file, 'utf8')).toBe('[2]\n');
    journal.truncate();
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(journal.bytes()).toBe(0);
    journal.close();
    expect(() => journal.append('[3]')).toThrow('is closed');
  });
});
