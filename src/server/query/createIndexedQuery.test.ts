import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRecords } from '../../framework/query/queryRecords';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { openCollection, type Collection } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';
import { createIndexedQuery } from './createIndexedQuery';
import { seededRandom } from '../seededRandom';

/*
 * Property tests: seeded random records and random queries, each answered by the indexed
 * query and by queryRecords over the same records, which must agree exactly (records,
 * order with ties, count). Then the same after random writes.
 */

const resource = testResourceModel({
  name: 'thing',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      code: { type: 'string' },
      status: { type: 'string', enum: ['NEW', 'OLD', 'LOST'] },
      level: { type: 'integer' },
      weight: { type: 'number' },
      active: { type: 'boolean' },
      ownerId: { type: 'string' },
      responsibles: { type: 'array', items: { type: 'string' } },
      tags: { type: 'array', items: { type: 'string' } },
      colour: { type: 'string' },
      kind: { type: 'string' },
      updatedAt: { type: 'string', format: 'date-time' },
      plannedAt: { type: 'string', format: 'date-time' },
      isDeleted: { type: 'boolean' },
    },
  },
  api: {
    style: 'paginated',
    path: 'thing',
    idField: '_id',
    createPath: 'thing',
    list: { path: 'thing/page', paged: true, countParam: 'collectionCount', idsParam: 'ids', where: [{ field: 'kind', op: 'notEquals', value: 'hidden' }] },
  },
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'code', sortable: true },
      { field: 'level', sortable: true },
      { field: 'active', sortable: true },
      { field: 'updatedAt', sortable: true },
      { field: 'plannedAt', sortable: false },
    ],
    sort: { field: 'updatedAt', order: 'DESC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [
      { field: 'name', kind: 'text', matchType: true, alwaysOn: true },
      { field: 'code', param: 'codigo', kind: 'text', matchType: true, alwaysOn: false },
      { field: 'tags[]', param: 'tag', kind: 'text', matchType: true, alwaysOn: false },
      { field: 'status', kind: 'enum', matchType: false, alwaysOn: false, allValue: 'ALL' },
      { field: 'level', kind: 'enum', matchType: false, alwaysOn: false, allValue: 99 },
      { field: 'weight', kind: 'number', matchType: false, alwaysOn: false },
      { field: 'active', kind: 'boolean', matchType: false, alwaysOn: false },
      { field: 'ownerId', kind: 'reference', matchType: false, alwaysOn: false },
      { field: 'responsibles[]', param: 'user', kind: 'reference', matchType: false, alwaysOn: false },
      // Or its owner is one of the values resolved into `assignedTo~0` (withThroughParams).
      {
        field: 'responsibles[]',
        param: 'assignedTo',
        kind: 'reference',
        matchType: false,
        alwaysOn: false,
        orThrough: [{ field: 'ownerId', resource: 'team', path: 'owners[]' }],
      },
      { field: 'updatedAt', kind: 'dateRange', matchType: false, alwaysOn: false, from: 'fromDate', to: 'toDate' },
      { field: 'plannedAt', kind: 'dateRange', matchType: false, alwaysOn: false, from: 'fromPlanned', to: 'toPlanned' },
    ],
  },
  softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reason', flag: 'isDeleted' },
});

const WORDS = ['Válvula', 'bomba', 'Ação', 'elétrica', 'Motor', 'água', 'PAINEL', 'teste', 'inspeção', 'ÁREA', 'linha', 'vapor'];
const DAY = 86_400_000;
const START = Date.parse('2024-01-01T00:00:00.000Z');

function generator(seed: number) {
  const rand = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const chance = (p: number): boolean => rand() < p;
  const int = (low: number, high: number): number => low + Math.floor(rand() * (high - low + 1));
  /** Few distinct days (ties in sorts), some on the same instant. */
  const instant = (): string => new Date(START + int(0, 60) * DAY + (chance(0.5) ? 0 : int(0, 3) * 3_600_000)).toISOString();
  let serial = 0;

  const record = (): StoredRecord => {
    serial += 1;
    const out: StoredRecord = { _id: `r${String(serial).padStart(5, '0')}` };
    if (chance(0.9)) out.name = chance(0.05) ? pick(['', null]) : `${pick(WORDS)} ${pick(WORDS)}${chance(0.3) ? ` ${int(1, 30)}` : ''}`;
    if (chance(0.85)) out.code = `${pick(['P', 'M', 'TT', 'FCV'])}-${int(100, 130)}${pick(['A', 'B', ''])}`;
    if (chance(0.9)) out.status = pick(['NEW', 'OLD', 'LOST']);
    if (chance(0.85)) out.level = chance(0.1) ? String(int(0, 4)) : int(0, 4);
    if (chance(0.7)) out.weight = pick([0, 1.5, 2, 10, 100]);
    if (chance(0.9)) out.active = chance(0.5);
    if (chance(0.8)) out.ownerId = `o${int(1, 5)}`;
    if (chance(0.6)) out.responsibles = Array.from({ length: int(0, 3) }, () => `u${int(1, 6)}`);
    if (chance(0.5)) out.tags = Array.from({ length: int(1, 3) }, () => pick(WORDS));
    if (chance(0.3)) out.colour = pick(['red', 'blue', 'Rio, RJ']);
    if (chance(0.1)) out.kind = pick(['hidden', 'shown']);
    if (chance(0.9)) out.updatedAt = chance(0.05) ? pick(['2024-01-10', 'n/a', '']) : instant();
    if (chance(0.7)) out.plannedAt = instant();
    if (chance(0.08)) out.isDeleted = true;
    return out;
  };

  const day = (): string => new Date(START + int(-5, 65) * DAY).toISOString().slice(0, 10);
  const textValue = (): string => pick([pick(WORDS), pick(WORDS).slice(0, int(1, 3)), 'ção', 'a', 'P-1', 'p-12', 'VÁL', 'zz', '  ', 'tor', 'mba ']);
  const params = (): Record<string, string> => {
    const out: Record<string, string> = {};
    const matchType = (): string => pick(['contains', 'equals', 'startsWith', 'endsWith', 'notContains', 'fuzzy']);
    if (chance(0.3)) out.name = textValue();
    if (chance(0.25)) out.nameMatchType = matchType();
    if (chance(0.2)) out.codigo = pick(['P-1', 'p-11', 'fcv', 'A', 'P-120A', '12']);
    if (chance(0.15)) out.codigoMatchType = matchType();
    if (chance(0.1)) out.code = pick(['P-120A', 'M-101']); // the field name of a filter with another parameter: ignored
    if (chance(0.15)) out.tag = textValue();
    if (chance(0.1)) out.tagMatchType = matchType();
    if (chance(0.25)) out.status = pick(['NEW', 'OLD,LOST', 'ALL', ' ALL ', 'new', 'NEW,ALL', 'NONE']);
    if (chance(0.2)) out.level = pick(['0', '1,2', '99', '3.0', ' 4', 'x', '1,99']);
    if (chance(0.1)) out.weight = pick(['2', '1.5', '10,100', '0']);
    if (chance(0.15)) out.active = pick(['true', 'false', 'TRUE', 'yes']);
    if (chance(0.2)) out.ownerId = pick(['o1', 'o2,o3', 'o9', 'o1,o9']);
    if (chance(0.2)) out.user = pick(['u1', 'u2,u5', 'u7']);
    if (chance(0.2)) out.assignedTo = pick(['u1', 'u2,u5', 'u7']);
    if (chance(0.2)) out['assignedTo~0'] = pick(['o1', 'o2,o3', '', 'o9']);
    if (chance(0.1)) out.colour = pick(['red', 'Rio, RJ', 'blue,red']);
    if (chance(0.05)) out.kind = pick(['shown', 'hidden']);
    if (chance(0.05)) out.isDeleted = pick(['true', 'false']);
    if (chance(0.2)) out.fromDate = pick([day(), `${day()}T12:00:00.000Z`, 'garbage']);
    if (chance(0.2)) out.toDate = day();
    if (chance(0.1)) out.fromPlanned = day();
    if (chance(0.1)) out.toPlanned = day();
    if (chance(0.1)) out.ids = Array.from({ length: int(1, 4) }, () => `r${String(int(1, serial + 3)).padStart(5, '0')}`).join(',');
    if (chance(0.05)) out.nonsense = 'x';
    if (chance(0.7)) out.sort = pick(['name', 'code', 'level', 'active', 'updatedAt', 'updatedAt', 'plannedAt', 'weight', 'tags', 'nope', ' name ']);
    if (chance(0.7)) out.order = pick(['ASC', 'DESC', 'DESC', 'desc', 'sideways']);
    if (chance(0.8)) out.limit = pick(['25', '10', '1', '0', '200', 'ten']);
    if (chance(0.6)) out.skip = pick(['0', '0', '5', '25', '100', '-3']);
    if (chance(0.5)) out.collectionCount = 'true';
    return out;
  };

  return { rand, pick, chance, int, record, params };
}

function collectionOf(records: readonly StoredRecord[]): Collection {
  const dataDir = mkdtempSync(join(tmpdir(), 'indexed-query-'));
  const fixtureFile = join(dataDir, 'fixture.json');
  writeFileSync(fixtureFile, JSON.stringify(records));
  return openCollection({ dataFile: join(dataDir, 'thing.json'), fixtureFile, idField: '_id' });
}

function expectSame(collection: Collection, query: ReturnType<typeof createIndexedQuery>, params: Record<string, string>): void {
  const expected = queryRecords(collection.all(), resource, params);
  const actual = query.query(params);
  const ids = (items: readonly StoredRecord[]) => items.map((item) => item._id);
  expect({ params, ids: ids(actual.items), count: actual.count }).toEqual({ params, ids: ids(expected.items), count: expected.count });
  // The very stored objects, not copies.
  actual.items.forEach((item, index) => expect(item).toBe(expected.items[index]));
}

describe('createIndexedQuery', () => {
  it('answers exactly what queryRecords answers, for random records and random queries', () => {
    for (const seed of [1, 2, 3]) {
      const random = generator(seed);
      const collection = collectionOf(Array.from({ length: 400 }, random.record));
      const query = createIndexedQuery(resource, collection);
      for (let run = 0; run < 400; run += 1) expectSame(collection, query, random.params());
    }
  });

  it('answers the default page and its count from the start, and pages of the same filters in any order', () => {
    const random = generator(7);
    const collection = collectionOf(Array.from({ length: 300 }, random.record));
    const query = createIndexedQuery(resource, collection);
    const queries: Record<string, string>[] = [
      { limit: '25', skip: '0', sort: 'updatedAt', order: 'DESC', collectionCount: 'true' },
      { limit: '25', skip: '275', sort: 'updatedAt', order: 'DESC' },
      { sort: 'updatedAt', order: 'ASC' },
      { status: 'NEW', sort: 'name', order: 'DESC', limit: '5' },
      { status: 'NEW', sort: 'name', order: 'ASC', limit: '5', skip: '5' },
      { status: 'NEW', sort: 'code', limit: '5' },
      {},
    ];
    for (const params of queries) expectSame(collection, query, params);
  });

  it('stays exact through inserts, replaces, removals and batches made through the collection', () => {
    for (const seed of [11, 12]) {
      const random = generator(seed);
      const collection = collectionOf(Array.from({ length: 250 }, random.record));
      const query = createIndexedQuery(resource, collection, { cacheSize: 6 });
      const someId = (): string => String(random.pick(collection.all())._id);
      for (let step = 0; step < 300; step += 1) {
        const roll = random.rand();
        if (roll < 0.25) collection.insert(random.record());
        else if (roll < 0.55) collection.replace({ ...random.record(), _id: someId() });
        else if (roll < 0.65) collection.replace({ ...collection.get(someId())!, isDeleted: random.chance(0.5) });
        else if (roll < 0.8) collection.remove(someId());
        else {
          const [first, second] = [someId(), someId()];
          collection.apply({
            replace: [{ ...random.record(), _id: first }],
            remove: second === first ? [] : [second],
            insert: [random.record(), ...(second === first ? [] : [{ ...random.record(), _id: second }])],
          });
        }
        for (let run = 0; run < 3; run += 1) expectSame(collection, query, random.params());
        expectSame(collection, query, { limit: '25', sort: 'updatedAt', order: 'DESC', collectionCount: 'true' });
      }
    }
  });

  it('answers text filters of one, two and more letters, for every match type, folding case and accents, with equality and date filters on odd values, through writes', () => {
    for (const seed of [41, 42]) {
      const random = generator(seed);
      /** Records whose filtered fields also hold numbers, arrays, objects, and texts with accents in both cases. */
      const oddRecord = (): StoredRecord => {
        const record = random.record();
        if (random.chance(0.1)) record.status = random.pick([['NEW', 'OLD'], [['LOST']], { s: 'NEW' }, 'new']);
        if (random.chance(0.1)) record.level = random.pick([[1, '2'], '3.0', { level: 1 }, true]);
        if (random.chance(0.1)) record.responsibles = random.pick(['u1', [['u2']], [{ id: 'u3' }]]);
        if (random.chance(0.1)) record.updatedAt = random.pick([START + 3 * DAY, ['2024-01-05T00:00:00.000Z'], '2024-01-05', null]);
        if (random.chance(0.15)) record.name = random.pick([42, 3.5, true, ['Ação', 'b'], { a: 'Á' }, 'ÁGUA', 'Água', 'É', 'e\u0301', '']);
        if (random.chance(0.15)) record.tags = random.pick([['É', 42], [], ['ab', 'c'], 'ação', [{ x: 1 }]]);
        return record;
      };
      const collection = collectionOf(Array.from({ length: 300 }, oddRecord));
      const query = createIndexedQuery(resource, collection, { cacheSize: 4 });
      const needles = ['a', 'A', 'á', 'É', 'e', 'ç', '4', 'ag', 'AG', 'ua', 'çã', 'ão', 'b', 'bo', 'agua', 'ACAO', 'tor', '[object', 'true', 'zz', ' a'];
      const matchTypes = ['contains', 'equals', 'startsWith', 'endsWith', 'notContains', undefined];
      const textQuery = (): Record<string, string> => {
        const params: Record<string, string> = { limit: random.pick(['25', '5']), skip: random.pick(['0', '3']), collectionCount: 'true' };
        const [param, typeParam] = random.pick([
          ['name', 'nameMatchType'],
          ['tag', 'tagMatchType'],
          ['codigo', 'codigoMatchType'],
        ] as const);
        params[param] = random.pick(needles);
        const matchType = random.pick(matchTypes);
        if (matchType) params[typeParam] = matchType;
        if (random.chance(0.3)) params.status = random.pick(['NEW', 'OLD,LOST', 'new']);
        if (random.chance(0.2)) params.level = random.pick(['1', '2,3', '3.0', 'true']);
        if (random.chance(0.2)) params.user = random.pick(['u1', 'u2,u3']);
        if (random.chance(0.2)) params.fromDate = random.pick(['2024-01-03', '2024-01-05T00:00:00.000Z']);
        if (random.chance(0.2)) params.toDate = random.pick(['2024-01-20', '2024-02-10']);
        if (random.chance(0.3)) params.name = random.pick(needles);
        if (random.chance(0.5)) params.sort = random.pick(['name', 'updatedAt', 'code']);
        if (random.chance(0.5)) params.order = random.pick(['ASC', 'DESC']);
        return params;
      };
      for (let run = 0; run < 300; run += 1) expectSame(collection, query, textQuery());
      const someId = (): string => String(random.pick(collection.all())._id);
      for (let step = 0; step < 150; step += 1) {
        const roll = random.rand();
        if (roll < 0.3) collection.insert(oddRecord());
        else if (roll < 0.7) collection.replace({ ...oddRecord(), _id: someId() });
        else if (roll < 0.8) collection.replace({ ...collection.get(someId())!, isDeleted: random.chance(0.5) });
        else collection.remove(someId());
        for (let run = 0; run < 3; run += 1) expectSame(collection, query, textQuery());
      }
    }
  });

  it('answers what a plain scan answers after concurrent writers, whenever its indexes were first built', async () => {
    /** One writer's step: which change, and which stored record (by rank) it touches. */
    const step = fc.record({ kind: fc.constantFrom('insert', 'replace', 'remove', 'batch'), rank: fc.nat(), yields: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.array(step, { maxLength: 12 }), { minLength: 2, maxLength: 4 }),
        async (seed, writers) => {
          const random = generator(seed);
          const collection = collectionOf(Array.from({ length: 60 }, random.record));
          const query = createIndexedQuery(resource, collection, { cacheSize: 4 });
          const idAt = (rank: number): string | undefined => {
            const all = collection.all();
            return all.length === 0 ? undefined : String(all[rank % all.length]!._id);
          };
          const write = ({ kind, rank }: { kind: string; rank: number }): void => {
            const id = idAt(rank);
            if (kind === 'insert' || id === undefined) collection.insert(random.record());
            else if (kind === 'replace') collection.replace({ ...random.record(), _id: id });
            else if (kind === 'remove') collection.remove(id);
            else collection.apply({ replace: [{ ...random.record(), _id: id }], insert: [random.record(), random.record()] });
          };
          // Writers take turns at each await, none waiting for its sync; a reader queries (and so builds indexes) between their writes.
          const writing = writers.map(async (steps) => {
            for (const next of steps) {
              write(next);
              if (next.yields) await new Promise((resolve) => setImmediate(resolve));
            }
            await collection.durable();
          });
          const reading = (async () => {
            for (let run = 0; run < 6; run += 1) {
              expectSame(collection, query, random.params());
              await new Promise((resolve) => setImmediate(resolve));
            }
          })();
          await Promise.all([...writing, reading]);
          for (let run = 0; run < 10; run += 1) expectSame(collection, query, random.params());
          expectSame(collection, query, { limit: '25', sort: 'updatedAt', order: 'DESC', collectionCount: 'true' });
          collection.close();
        },
      ),
      { numRuns: 40, seed: 20_240_517 },
    );
  });

  it('rebuilds once most positions are holes, and answers the same', () => {
    const random = generator(21);
    const collection = collectionOf(Array.from({ length: 3000 }, random.record));
    const query = createIndexedQuery(resource, collection);
    expectSame(collection, query, { name: 'bomba', sort: 'name' });
    for (const record of collection.all().slice(0, 2500)) collection.remove(String(record._id));
    collection.insert(random.record());
    for (let run = 0; run < 50; run += 1) expectSame(collection, query, random.params());
  });

  it('stops following the collection when closed', () => {
    const random = generator(31);
    const collection = collectionOf(Array.from({ length: 20 }, random.record));
    const query = createIndexedQuery(resource, collection);
    query.close();
    collection.insert({ _id: 'late', name: 'late' });
    expect(query.query({ ids: 'late' }).items).toEqual([]);
  });
});
