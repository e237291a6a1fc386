// @vitest-environment jsdom
// jsdom, not happy-dom: the rendered admin calls a real demo API on a port of its own, as a page of that origin would;
// happy-dom's fetch sends the page's origin, which the API refuses (DEMO_ALLOWED_ORIGINS).
/**
 * The promise of the framework: a developer adds an entity with three files (schema,
 * resource definition, fixture) and gets its API and its screens, with no TypeScript.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../src/framework/registry/types';
import { loadLocale } from '../../src/locales/loadLocale';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { AdminApp } from '../../src/shell/AdminApp';
import { readmeEntityFiles } from '../support/readmeEntityFiles';

/** The three files of the README's worked example ("Add an entity"). */
const EXAMPLE = join(import.meta.dirname, 'add-entity-example');
const FILES = ['schemas/supplier.schema.json', 'resources/supplier.resource.json', 'fixtures/supplier.json'];
const suppliers = JSON.parse(readFileSync(join(EXAMPLE, 'fixtures/supplier.json'), 'utf8')) as Record<string, unknown>[];

let root: string;
let server: Server;
let apiUrl: string;
let model: RegistryModel;
/** The admin's access token (the copied fixtures hold the demo users). */
let token: string;

beforeAll(async () => {
  // A copy of the project, then the three new files dropped in: no TypeScript touched.
  root = mkdtempSync(join(tmpdir(), 'add-entity-'));
  for (const dir of ['schemas', 'resources', 'fixtures']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  for (const file of FILES) cpSync(join(EXAMPLE, file), join(root, file));
  const result = loadRegistryFromDir(root);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  model = result.model;
  const { app } = createDemoApi({ model, dataDir: join(root, '.data'), fixturesDir: join(root, 'fixtures') });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  token = (await signIn(apiUrl, 'admin')).access_token;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('an entity added by three files', () => {
  it('is the README example itself (tests/e2e/addedEntities follows the README on a fresh checkout)', () => {
    const readme = readmeEntityFiles();
    expect(Object.keys(readme)).toEqual(FILES);
    for (const file of FILES) expect(JSON.parse(readme[file]!), file).toEqual(JSON.parse(readFileSync(join(EXAMPLE, file), 'utf8')));
  });

  it('is served by the demo API in the product shape, with its schema enforced', async () => {
    expect(model.resources.map((r) => r.name)).toContain('supplier');
    const headers = authHeaders(token);
    const page = await (await fetch(`${apiUrl}/supplier/page?limit=1&skip=0&collectionCount=true&sort=name&order=ASC`, { headers })).json();
    expect(page).toEqual({ data: { items: [suppliers[1]], count: 2 } });

    const refused = await fetch(`${apiUrl}/supplier`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'X', cnpj: '11222333000180' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'cnpj', message: 'validation.cnpj' }] });

    const created = await fetch(`${apiUrl}/supplier`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tubos Sul', cnpj: '33000167000101' }),
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: 'Tubos Sul', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    await fetch(`${apiUrl}/supplier/${data._id}`, { method: 'DELETE', headers });
  });

  it('gets a menu entry and a list screen in the admin', async () => {
    window.ADMIN_CONFIG = { apiUrl };
    localStorage.clear();
    localStorage.setItem('access_token', token);
    const messages = await loadLocale('pt');
    render(
      <MemoryRouter initialEntries={['/supplier']}>
        <AdminApp model={model} locale="pt" messages={messages} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', {}, { timeout: 10000 });
    expect(await within(table).findByText('Metalúrgica Paraná')).toBeTruthy();
    expect(within(table).getByText('Elétrica Bahia')).toBeTruthy();
    // Column labels come from the schema titles, enum values as their labels.
    expect(within(table).getByText('Razão social')).toBeTruthy();
    expect(within(table).getByText('Excelente')).toBeTruthy();
    // With no translations, the menu names the entity by its schema title.
    expect(screen.getByRole('menuitem', { name: 'Fornecedor' })).toBeTruthy();
  });
});
