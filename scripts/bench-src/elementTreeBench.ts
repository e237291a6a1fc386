/**
 * The element tree over 100 000 generated elements (10 roots, five levels): the API's
 * start, the roots, each level along one deep path, an element's details, a subtree moved
 * and the first read after it (the hierarchy index is rebuilt). Measures, never asserts.
 * Part of `npm run bench` (`-- --processes-only`); alone: npx tsx scripts/bench-src/elementTreeBench.ts [count]
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { againstBudget, readBudget } from './budget';

/** The demo project (fixtures/project.json). */
const DEMO_PROJECT = '65a0f3c2e4b0a1d2c3e4f501';
const ROOTS = 10;
/** Children per element on each level below the roots: 10 × 10 × 10 × 10 × 9 = 90 000 leaves. */
const FAN_OUT = [10, 10, 10, 9];

const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const hexId = (n: number): string => `e1${n.toString(16).padStart(22, '0')}`;

export interface Generated {
  _id: string;
  identifier: string;
  name: string;
  elementTypeId: string;
  projectId: string;
  children?: string[];
  tree: string;
  commissionableItemsCount: number;
}

export function generateTree(elementTypeId: string, count: number): Generated[] {
  const out: Generated[] = [];
  // Stored data carries each element's path and count, so the start finds nothing to put right.
  const make = (identifier: string, parent?: Generated): Generated => {
    const tree = parent ? `${parent.tree} / ${identifier}` : identifier;
    const record: Generated = {
      _id: hexId(out.length),
      identifier,
      name: `Element ${identifier}`,
      elementTypeId,
      projectId: DEMO_PROJECT,
      tree,
      commissionableItemsCount: 0,
    };
    out.push(record);
    return record;
  };
  let level = Array.from({ length: ROOTS }, (_, i) => make(`R${i}`));
  for (const fan of FAN_OUT) {
    const next: Generated[] = [];
    for (const parent of level) {
      parent.children = [];
      for (let i = 0; i < fan && out.length < count; i += 1) {
        const child = make(`${parent.identifier}-${i}`, parent);
        parent.children.push(child._id);
        next.push(child);
      }
    }
    level = next;
  }
  return out;
}

/** The budget group of the process and element figures (bench/budget.json). */
export const PROCESSES_BUDGET = 'processes';

/**
 * The tree's figures over `count` generated elements, each printed against the budget:
 * the API's start (loading and checking every element's maintained path and count), the
 * roots (first read builds the hierarchy index), each level along one deep path, an
 * element's details, a subtree moved (its paths rewritten) and the first read after it.
 */
export async function elementTreeBench(root: string, count = 100_000): Promise<void> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the registry does not load');
  const budget = readBudget(root).milliseconds[PROCESSES_BUDGET] ?? {};
  const line = (label: string, value: number, name: string, detail = '') =>
    console.log(`  ${label.padEnd(58)} ${ms(value).padStart(10)}   ${againstBudget(value, budget[name], ' ms')}${detail}`);
  const work = mkdtempSync(join(tmpdir(), 'bench-elements-'));
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  try {
    const types = JSON.parse(readFileSync(join(fixturesDir, 'element-type.json'), 'utf8')) as { _id: string }[];
    const elements = generateTree(types[0]?._id ?? '', count);
    await writeJsonArrayInChunks(join(fixturesDir, 'element.json'), elements);
    let start = performance.now();
    const api = createDemoApi({ model: registry.model, dataDir: join(work, 'data'), fixturesDir });
    line(`API start over ${elements.length.toLocaleString('en-US')} elements (paths and counts checked)`, performance.now() - start, 'element_tree_api_start');
    const server = createServer(api.listener);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const headers = authHeaders((await signIn(base, 'admin')).access_token);
    const call = async (label: string, name: string, path: string, init: RequestInit = {}): Promise<{ items?: { _id: string }[]; failures?: unknown[] }> => {
      start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { ...headers, 'Content-Type': 'application/json' }, ...init });
      const body = (await response.json()) as { data: { items?: { _id: string }[]; failures?: unknown[] } };
      line(label, performance.now() - start, name, response.status === 200 ? '' : `   (answered ${String(response.status)})`);
      return body.data;
    };
    await call('roots, first read (builds the index)', 'element_tree_first_read', 'element/tree');
    let level = await call('roots again', 'element_tree_level', 'element/tree');
    for (let depth = 1; level.items?.[0] && depth <= FAN_OUT.length; depth += 1) {
      const first = level.items[0]._id;
      level = await call(`level ${String(depth + 1)} (children of ${first})`, 'element_tree_level', `element/${first}/childrens`);
    }
    const leaf = elements[elements.length - 1] as Generated;
    await call('details of the deepest element', 'element_tree_level', `element/${leaf._id}/details-with-childrens`);
    // A second-level element with its subtree goes under another root: every path below it is rewritten.
    const [from, to] = elements.slice(0, 2) as [Generated, Generated];
    const moved = from.children?.[0] ?? '';
    const byId = new Map(elements.map((element) => [element._id, element]));
    const sizeOf = (id: string): number => 1 + (byId.get(id)?.children ?? []).reduce((sum, child) => sum + sizeOf(child), 0);
    const subtree = sizeOf(moved);
    await call(
      `remove-childrens of a subtree of ${subtree.toLocaleString('en-US')} (paths rewritten)`,
      'element_tree_move',
      `element/${from._id}/remove-childrens`,
      { method: 'POST', body: JSON.stringify({ childrenIds: [moved] }) },
    );
    await call('add-childrens of it under another root', 'element_tree_move', `element/${to._id}/add-childrens`, {
      method: 'POST',
      body: JSON.stringify({ childrenIds: [moved] }),
    });
    await call('roots after the writes (index rebuilt)', 'element_tree_first_read', 'element/tree');
    await new Promise((done) => server.close(done));
    api.store.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 100_000);
  await elementTreeBench(resolve(import.meta.dirname, '../..'), Number.isInteger(count) && count >= 100 ? count : 100_000);
}
