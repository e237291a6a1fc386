import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexedQuery } from '../../server/query/createIndexedQuery';
import { openCollection } from '../../server/store/collection';
import { queryRecords } from '../query/queryRecords';
import { normalizeResource } from '../registry/normalizeResource';
import { buildListParams } from './listParams';

/*
 * A user picks the same days in Brasília (UTC-3), London in winter (UTC) and Tokyo (UTC+9):
 * a range over a `format: date` field must list the same records for all three, in the
 * shared query rules (unpaged lists) and in the demo API's indexes; a range over a
 * `date-time` field covers the user's own days.
 */
const ZONES = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo'];

const schema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    startDate: { type: 'string', format: 'date' },
    seenAt: { type: 'string', format: 'date-time' },
  },
};
const resource = normalizeResource(
  { name: 'contract', schema: 'contract.schema.json', api: { path: 'contract' }, list: { filters: ['startDate', 'seenAt'] } },
  'resources/contract.resource.json',
  schema,
);
const records = [
  { _id: 'a', name: 'A', startDate: '2026-01-09', seenAt: '2026-01-10T02:30:00.000Z' },
  { _id: 'b', name: 'B', startDate: '2026-01-10', seenAt: '2026-01-10T12:00:00.000Z' },
  { _id: 'c', name: 'C', startDate: '2026-01-11', seenAt: '2026-01-10T20:00:00.000Z' },
];

function inZone<T>(zone: string, run: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    process.env.TZ = before;
  }
}

function listed(filter: Record<string, string>): { shared: string[]; indexed: string[] } {
  const params = buildListParams(resource, { filter });
  const shared = queryRecords(records, resource, params).items.map((record) => String(record._id));
  const dir = mkdtempSync(join(tmpdir(), 'day-range-'));
  const fixtureFile = join(dir, 'fixture.json');
  writeFileSync(fixtureFile, JSON.stringify(records));
  const collection = openCollection({ dataFile: join(dir, 'data.json'), fixtureFile, idField: '_id' });
  const query = createIndexedQuery(resource, collection);
  const indexed = query.query(params).items.map((record) => String(record._id));
  query.close();
  return { shared, indexed };
}

afterEach(() => {
  delete process.env.TZ;
});

describe('date-range filters and time zones', () => {
  it('marks a format: date range as calendar days and a date-time range as instants', () => {
    expect(resource.list.filters.map((filter) => filter.range)).toEqual(['day', 'instant']);
  });

  for (const zone of ZONES) {
    it(`lists the records of a one-day range on a calendar-day field in ${zone}`, () => {
      inZone(zone, () => {
        const params = buildListParams(resource, { filter: { startDateFrom: '2026-01-10', startDateTo: '2026-01-10' } });
        expect([params.startDateFrom, params.startDateTo]).toEqual(['2026-01-10', '2026-01-10']);
        expect(listed({ startDateFrom: '2026-01-10', startDateTo: '2026-01-10' })).toEqual({ shared: ['b'], indexed: ['b'] });
        expect(listed({ startDateFrom: '2026-01-10' })).toEqual({ shared: ['b', 'c'], indexed: ['b', 'c'] });
        expect(listed({ startDateTo: '2026-01-10' })).toEqual({ shared: ['a', 'b'], indexed: ['a', 'b'] });
      });
    });
  }

  it('spans the user’s own day on a date-time field', () => {
    // 10 January in Brasília runs 03:00Z–02:59Z: b and c; in UTC: a, b and c; in Tokyo (15:00Z the 9th to 14:59Z the 10th): a and b.
    const expected: Record<string, string[]> = { 'America/Sao_Paulo': ['b', 'c'], UTC: ['a', 'b', 'c'], 'Asia/Tokyo': ['a', 'b'] };
    for (const zone of ZONES) {
      const result = inZone(zone, () => listed({ seenAtFrom: '2026-01-10', seenAtTo: '2026-01-10' }));
      expect(result, zone).toEqual({ shared: expected[zone], indexed: expected[zone] });
    }
  });

  it('reads a calendar-day bound sent as a timestamp by the date it is written with', () => {
    const params = { startDateFrom: '2026-01-10T00:00:00-03:00', startDateTo: '2026-01-10T23:59:59-03:00' };
    expect(queryRecords(records, resource, params).items.map((record) => record._id)).toEqual(['b']);
  });
});
