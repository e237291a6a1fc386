/**
 * One contract, run against the real demo API for each API style: whatever style a
 * resource declares, react-admin gets the same answers from the data provider.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/framework/data/ApiError';
import { createDataProvider, type AdminDataProvider } from '../../src/framework/data/createDataProvider';
import { sampleModel } from '../../src/framework/testing/sampleModel';
import { signIn, testUsers } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';

const names = ['Bomba centrífuga', 'Válvula de bloqueio', 'Motor elétrico', 'Transformador', 'Bomba dosadora'];
const hex = (n: number) => n.toString(16).padStart(24, '0');
const fixtures: Record<string, unknown[]> = {
  'part.json': names.map((name, i) => ({ _id: hex(i + 1), name, kind: i % 2 })),
  'supplier.json': [{ _id: hex(100), name: 'ACME' }],
  'unit.json': [],
  'vendor.json': names.map((name, i) => ({ id: hex(i + 1), name })),
};

let root: string;
let server: Server;
let dataProvider: AdminDataProvider;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'contract-'));
  mkdirSync(join(root, 'fixtures'));
  for (const [file, records] of Object.entries(fixtures)) writeFileSync(join(root, 'fixtures', file), JSON.stringify(records));
  const model = sampleModel();
  const { app } = createDemoApi({ model, dataDir: join(root, '.data'), fixturesDir: join(root, 'fixtures'), auth: { users: testUsers() } });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const { access_token: token } = await signIn(baseUrl, 'admin');
  dataProvider = createDataProvider({ model, baseUrl, getRequestContext: () => ({ lang: 'pt', token }) });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const firstPage = { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

describe.each([
  ['paginated', 'part'],
  ['simple-rest', 'vendor'],
])('data provider contract: %s style', (_style, resource) => {
  it('pages and sorts a list, with the total', async () => {
    const { data, total } = await dataProvider.getList(resource, firstPage);
    expect(total).toBe(5);
    expect(data.map((r) => r.name)).toEqual(['Bomba centrífuga', 'Bomba dosadora']);
    expect(data.every((r) => typeof r.id === 'string')).toBe(true);
    const last = await dataProvider.getList(resource, { ...firstPage, pagination: { page: 3, perPage: 2 }, sort: { field: 'name', order: 'DESC' as const } });
    expect(last.data.map((r) => r.name)).toEqual(['Bomba centrífuga']);
  });

  it('filters by text, ignoring case and accents', async () => {
    const { data, total } = await dataProvider.getList(resource, { ...firstPage, pagination: { page: 1, perPage: 10 }, filter: { name: 'VALVULA' } });
    expect(total).toBe(1);
    expect(data[0]?.name).toBe('Válvula de bloqueio');
  });

  it('reads one and many records by id', async () => {
    const { data } = await dataProvider.getOne(resource, { id: hex(2) });
    expect(data).toMatchObject({ id: hex(2), name: 'Válvula de bloqueio' });
    const many = await dataProvider.getMany(resource, { ids: [hex(1), hex(3)] });
    expect(many.data.map((r) => r.name).sort()).toEqual(['Bomba centrífuga', 'Motor elétrico']);
  });

  it('creates, updates and deletes, each visible to the next read', async () => {
    const created = await dataProvider.create(resource, { data: { name: 'Compressor' } });
    expect(created.data).toMatchObject({ name: 'Compressor', id: expect.any(String) });
    const id = created.data.id;
    await dataProvider.update(resource, { id, data: { ...created.data, name: 'Compressor de ar' }, previousData: created.data });
    expect((await dataProvider.getOne(resource, { id })).data.name).toBe('Compressor de ar');
    await dataProvider.delete(resource, { id, previousData: created.data });
    const missing = await dataProvider.getOne(resource, { id }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('refuses an invalid record with errors on its fields', async () => {
    const error = await dataProvider.create(resource, { data: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, display: 'fields', fieldErrors: [expect.objectContaining({ field: 'name', keyword: 'minLength' })] });
  });

  it('updates and deletes many', async () => {
    const a = await dataProvider.create(resource, { data: { name: 'Temp A' } });
    const b = await dataProvider.create(resource, { data: { name: 'Temp B' } });
    const ids = [a.data.id, b.data.id];
    expect((await dataProvider.updateMany(resource, { ids, data: { name: 'Temp' } })).data).toEqual(ids);
    expect((await dataProvider.getList(resource, { ...firstPage, filter: { name: 'Temp' } })).total).toBe(2);
    expect((await dataProvider.deleteMany(resource, { ids })).data).toEqual(ids);
    expect((await dataProvider.getList(resource, firstPage)).total).toBe(5);
  });
});

describe('data provider contract: paginated extras', () => {
  it('finds records that reference another one', async () => {
    await dataProvider.update('part', { id: hex(1), data: { name: 'Bomba centrífuga', supplierId: hex(100) }, previousData: { id: hex(1) } });
    const { data, total } = await dataProvider.getManyReference('part', { target: 'supplierId', id: hex(100), ...firstPage });
    expect(total).toBe(1);
    expect(data[0]?.id).toBe(hex(1));
  });

  it('runs a toggle action', async () => {
    const { data } = await dataProvider.runAction('part', { action: 'activate', id: hex(2), value: true });
    expect(data).toMatchObject({ id: hex(2), active: true });
    expect((await dataProvider.getOne('part', { id: hex(2) })).data.active).toBe(true);
  });

  it('refuses a reference to a record that does not exist', async () => {
    const error = await dataProvider.create('part', { data: { name: 'X', supplierId: hex(999) } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fieldErrors: [expect.objectContaining({ field: 'supplierId', keyword: 'reference' })] });
  });
});
