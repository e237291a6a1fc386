import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIC_CODES } from './ficCodes';
import { createFicSimulator, FIC_STATE_FILE, type FicAbortedItem } from './ficSimulator';

const fileIn = () => join(mkdtempSync(join(tmpdir(), 'fic-state-')), FIC_STATE_FILE);
const aborted: FicAbortedItem = { id: 'FVI-9', error: FIC_CODES.aborted, message: 'aborted', abortedAt: '2026-11-26T07:00:00.000Z' };

describe('the FIC simulator state', () => {
  it('reads back from its file the aborted lists, last updates and routing a previous run wrote', () => {
    const file = fileIn();
    const before = createFicSimulator(file);
    before.setAborted('P1', 'fvi', [aborted]);
    before.setLastUpdate('P1', {
      date: '2026-11-26T07:00:00.000Z',
      total: 2,
      updatedActivitiesId: ['A'],
      errors: [{ id: 'B', error: FIC_CODES.fail, message: 'x' }],
    });
    before.route('P1', ['I1', 'I2']);
    before.route('P1', ['I2', 'I3']);

    const after = createFicSimulator(file);
    expect(after.aborted('P1', 'fvi')).toEqual([aborted]);
    expect(after.aborted('P1', 'fvm')).toEqual([]);
    expect(after.lastUpdate('P1')).toMatchObject({ total: 2, updatedActivitiesId: ['A'] });
    expect(after.lastUpdate('P2')).toBeUndefined();
    expect(after.routed('P1')).toEqual(['I1', 'I2', 'I3']);

    after.setAborted('P1', 'fvi', []);
    expect(after.cancelRouting('P1')).toBe(3);
    const again = createFicSimulator(file);
    expect(again.aborted('P1', 'fvi')).toEqual([]);
    expect(again.routed('P1')).toEqual([]);
  });

  it('starts empty, saying so, when its file does not read', () => {
    const file = fileIn();
    writeFileSync(file, '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const simulator = createFicSimulator(file);
    expect(simulator.aborted('P1', 'fvi')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(FIC_STATE_FILE));
    warn.mockRestore();
  });

  it('does not take a project named like an object property for one with state', () => {
    const simulator = createFicSimulator(fileIn());
    expect(simulator.lastUpdate('constructor')).toBeUndefined();
    expect(simulator.routed('__proto__')).toEqual([]);
  });
});
