/**
 * A FIC import of `count` FVI items (default 1 000) by selection, over HTTP as the UTGCA
 * project admin: the time of the call and how many items it imported. Measures, never
 * asserts. Alone: `npx tsx scripts/bench-src/ficImportBench.ts [count]`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { seedFicRows } from '../../src/server/fic/ficSeed';

const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';

export async function runFicImportBench(root: string, count = 1000): Promise<{ asked: number; imported: number; ms: number }> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
  const fixturesDir = mkdtempSync(join(tmpdir(), 'bench-fic-fixtures-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fic-data-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const api = createDemoApi({ model: registry.model, dataDir, fixturesDir });
  const server = createServer(api.listener);
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const headers = { ...authHeaders((await signIn(url, 'project-admin')).access_token), ProjectId: UTGCA, 'Content-Type': 'application/json' };
    const ids = seedFicRows('fvi', 'UTGCA', 0)
      .flatMap((row) => row.items.map((item) => item._id))
      .slice(0, count);
    await fetch(`${url}fic/fvi/activities?pageSize=1`, { headers });
    const started = performance.now();
    const response = await fetch(`${url}activity/import-fvis`, { method: 'POST', headers, body: JSON.stringify({ data: ids }) });
    const body = (await response.json()) as { data?: { importedActivitiesId?: string[] }; importedActivitiesId?: string[] };
    const ms = performance.now() - started;
    const imported = (body.data?.importedActivitiesId ?? body.importedActivitiesId ?? []).length;
    return { asked: ids.length, imported, ms };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    api.store.close();
    rmSync(fixturesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1000);
  console.log(await runFicImportBench(process.cwd(), Number.isInteger(count) && count > 0 ? count : 1000));
}
