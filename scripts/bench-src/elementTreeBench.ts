/**
 * The element tree over 100 000 generated elements (10 roots, five levels): the time of
 * the roots, of each level along one deep path, of an element's details, and of the first
 * read after a write (the hierarchy index is rebuilt). Measures, never asserts.
 *
 * npx tsx scripts/bench-src/elementTreeBench.ts [count]
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';

/** The demo project (fixtures/project.json). */
const DEMO_PROJECT = '65a0f3c2e4b0a1d2c3e4f501';
const ROOTS = 10;
/** Children per element on each level below the roots: 10 × 10 × 10 × 10 × 9 = 90 000 leaves. */
const FAN_OUT = [10, 10, 10, 9];

const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const hexId = (n: number): string => `e1${n.toString(16).padStart(22, '0')}`;

interface Generated {
  _id: string;
  identifier: string;
  name: string;
  elementTypeId: string;
  projectId: string;
  children?: string[];
}

function generateTree(elementTypeId: string, count: number): Generated[] {
  const out: Generated[] = [];
  const make = (identifier: string): Generated => {
    const record: Generated = { _id: hexId(out.length), identifier, name: `Element ${identifier}`, elementTypeId, projectId: DEMO_PROJECT };
    out.push(record);
    return record;
  };
  let level = Array.from({ length: ROOTS }, (_, i) => make(`R${i}`));
  for (const fan of FAN_OUT) {
    const next: Generated[] = [];
    for (const parent of level) {
      parent.children = [];
      for (let i = 0; i < fan && out.length < count; i += 1) {
        const child = make(`${parent.identifier}-${i}`);
        parent.children.push(child._id);
        next.push(child);
      }
    }
    level = next;
  }
  return out;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100_000);
  const root = resolve(import.meta.dirname, '../..');
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the registry does not load');
  const work = mkdtempSync(join(tmpdir(), 'bench-elements-'));
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  try {
    const types = JSON.parse(readFileSync(join(fixturesDir, 'element-type.json'), 'utf8')) as { _id: string }[];
    const elements = generateTree(types[0]?._id ?? '', count);
    await writeJsonArrayInChunks(join(fixturesDir, 'element.json'), elements);
    const api = createDemoApi({ model: registry.model, dataDir: join(work, 'data'), fixturesDir });
    const server = createServer(api.app);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const headers = authHeaders((await signIn(base, 'admin')).access_token);
    const call = async (label: string, path: string, init: RequestInit = {}): Promise<{ items?: { _id: string }[] }> => {
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { ...headers, 'Content-Type': 'application/json' }, ...init });
      const body = (await response.json()) as { data: { items?: { _id: string }[] } };
      console.log(`  ${label.padEnd(52)} ${String(response.status)}  ${ms(performance.now() - start)}`);
      return body.data;
    };
    console.log(`element tree over ${elements.length.toLocaleString('en-US')} elements`);
    await call('roots, first read (builds the index)', 'element/tree');
    let level = await call('roots again', 'element/tree');
    for (let depth = 1; level.items?.[0] && depth <= FAN_OUT.length; depth += 1) {
      const first = level.items[0]._id;
      level = await call(`level ${String(depth + 1)} (children of ${first})`, `element/${first}/childrens`);
    }
    const leaf = elements[elements.length - 1] as Generated;
    await call('details of the deepest element', `element/${leaf._id}/details-with-childrens`);
    const parent = elements.find((element) => element.children?.includes(leaf._id)) as Generated;
    await call('remove-childrens (a write)', `element/${parent._id}/remove-childrens`, { method: 'POST', body: JSON.stringify({ childrenIds: [leaf._id] }) });
    await call('roots after the write (index rebuilt)', 'element/tree');
    server.close();
    api.store.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

void main();
