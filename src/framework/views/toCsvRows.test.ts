import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../registry/loadRegistry';
import type { RegistryModel } from '../registry/types';
import { toCsvRows } from './toCsvRows';

function jobModel(): RegistryModel {
  const result = loadRegistry({
    schemas: {
      'job.schema.json': JSON.stringify({
        type: 'object',
        properties: {
          name: { type: 'string' },
          startDay: { type: 'string', format: 'date' },
          dueAt: { type: 'string', format: 'date-time' },
          doneAt: { type: 'string', format: 'date-time' },
          loggedAt: { type: 'string', format: 'date-time' },
          hours: { type: 'number' },
        },
      }),
    },
    resources: {
      'job.resource.json': JSON.stringify({
        name: 'job',
        schema: 'job.schema.json',
        api: { path: 'job' },
        list: { columns: ['name', 'startDay', 'dueAt', 'doneAt'], optionalColumns: ['loggedAt', 'hours'] },
        datePrecision: { dueAt: 'day', loggedAt: 'second' },
      }),
    },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.model;
}

function rowsIn(timeZone: string, record: Record<string, unknown>) {
  const model = jobModel();
  return toCsvRows([record], {
    resource: model.resources[0]!,
    model,
    label: (field) => field,
    enumLabel: (_field, value) => String(value),
    booleanLabel: (value) => (value ? 'Sim' : 'Não'),
    related: {},
    timeZone,
  })[0];
}

describe('toCsvRows', () => {
  const record = {
    name: 'Bomba',
    startDay: '2026-01-10',
    dueAt: '2024-04-08T02:59:59.000Z',
    doneAt: '2024-04-08T02:59:59.000Z',
    loggedAt: '2024-04-08T02:59:59.000Z',
    hours: 1234.5,
  };

  it('writes the optional columns after the default ones; dates in ISO order in the user zone, each to its precision; numbers plain', () => {
    expect(Object.keys(rowsIn('UTC', record)!)).toEqual(['name', 'startDay', 'dueAt', 'doneAt', 'loggedAt', 'hours']);
    expect(rowsIn('America/Sao_Paulo', record)).toEqual({
      name: 'Bomba',
      startDay: '2026-01-10',
      dueAt: '2024-04-07',
      doneAt: '2024-04-07 23:59',
      loggedAt: '2024-04-07 23:59:59',
      hours: 1234.5,
    });
  });

  it('keeps a calendar day the same day east of UTC, while instants move with the zone', () => {
    expect(rowsIn('Asia/Tokyo', record)).toMatchObject({ startDay: '2026-01-10', dueAt: '2024-04-08', doneAt: '2024-04-08 11:59' });
  });

  it('leaves an absent date empty and an unreadable one as written', () => {
    expect(rowsIn('UTC', { name: 'x', doneAt: 'soon' })).toMatchObject({ startDay: '', doneAt: 'soon' });
  });
});
