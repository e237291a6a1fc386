import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistryModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { createStore, type DemoStore } from '../store/createStore';

/* A small hierarchy of nodes with items pointing at them, over a real store. */
const model: RegistryModel = {
  resources: [
    testResourceModel({
      name: 'node',
      fixture: 'node.json',
      maintainedFields: {
        path: { field: 'path', children: 'children', label: 'tag', separator: ' / ' },
        counts: [{ field: 'itemsCount', resource: 'item', target: 'nodeId' }],
      },
    }),
    testResourceModel({ name: 'item', fixture: 'item.json', softDelete: { flag: 'deleted', reason: 'reason', method: 'PUT', path: '{id}/delete' } }),
  ],
};

let store: DemoStore | undefined;
afterEach(() => store?.close());

function open(nodes: unknown[], items: unknown[] = []): DemoStore {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'maintained-'));
  writeFileSync(join(fixturesDir, 'node.json'), JSON.stringify(nodes));
  writeFileSync(join(fixturesDir, 'item.json'), JSON.stringify(items));
  store = createStore({ model, dataDir: mkdtempSync(join(tmpdir(), 'maintained-data-')), fixturesDir });
  return store;
}

const valuesOf = (demo: DemoStore) =>
  Object.fromEntries(
    demo
      .collection('node')
      .all()
      .map((node) => [node._id, [node.path, node.itemsCount]]),
  );

describe('followMaintainedFields', () => {
  it('puts wrong or missing stored values right at start', () => {
    const demo = open(
      [
        { _id: 'a', tag: 'A', children: ['b'], path: 'stale', itemsCount: 7 },
        { _id: 'b', tag: 'B', children: ['c'] },
        { _id: 'c', tag: 'C' },
      ],
      [
        { _id: 'i1', nodeId: 'c' },
        { _id: 'i2', nodeId: 'c' },
        { _id: 'i3', nodeId: 'c', deleted: true },
      ],
    );
    expect(valuesOf(demo)).toEqual({ a: ['A', 0], b: ['A / B', 0], c: ['A / B / C', 2] });
  });

  it('moves the paths of a whole subtree with its root, and a removed parent leaves its children roots', () => {
    const demo = open([
      { _id: 'a', tag: 'A', children: ['b'] },
      { _id: 'b', tag: 'B', children: ['c'] },
      { _id: 'c', tag: 'C' },
      { _id: 'x', tag: 'X' },
    ]);
    const nodes = demo.collection('node');
    nodes.apply({
      replace: [
        { ...nodes.get('a'), children: [] },
        { ...nodes.get('x'), children: ['b'] },
      ],
    });
    expect(valuesOf(demo)).toMatchObject({ b: ['X / B', 0], c: ['X / B / C', 0] });
    nodes.replace({ ...nodes.get('x'), tag: 'Y' });
    expect(valuesOf(demo)).toMatchObject({ b: ['Y / B', 0], c: ['Y / B / C', 0] });
    nodes.remove('x');
    expect(valuesOf(demo)).toMatchObject({ b: ['B', 0], c: ['B / C', 0] });
  });

  it('counts items as they are added, moved, soft-deleted and removed', () => {
    const demo = open([
      { _id: 'a', tag: 'A' },
      { _id: 'b', tag: 'B' },
    ]);
    const items = demo.collection('item');
    items.insert({ _id: 'i1', nodeId: 'a' });
    items.insert({ _id: 'i2', nodeId: 'a' });
    expect(valuesOf(demo)).toEqual({ a: ['A', 2], b: ['B', 0] });
    items.replace({ _id: 'i2', nodeId: 'b' });
    expect(valuesOf(demo)).toEqual({ a: ['A', 1], b: ['B', 1] });
    items.replace({ _id: 'i2', nodeId: 'b', deleted: true });
    items.remove('i1');
    expect(valuesOf(demo)).toEqual({ a: ['A', 0], b: ['B', 0] });
  });

  it('leaves no timeline entry for a change of maintained values alone', () => {
    const demo = open([{ _id: 'a', tag: 'A' }]);
    demo.collection('item').insert({ _id: 'i1', nodeId: 'a' });
    expect(demo.collection('node').get('a')?.itemsCount).toBe(1);
    expect(demo.audit.entriesOf('node', 'a')).toEqual([]);
  });

  it('walks a loop in stored data once', () => {
    const demo = open([
      { _id: 'a', tag: 'A', children: ['b'] },
      { _id: 'b', tag: 'B', children: ['a'] },
    ]);
    expect(valuesOf(demo)).toEqual({ a: ['B / A', 0], b: ['A / B', 0] });
  });

  it('gives a deep chain its whole path, and walks a long loop once', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => ({ _id: `n${i}`, tag: `N${i}`, ...(i < 4999 ? { children: [`n${i + 1}`] } : {}) }));
    const loop = Array.from({ length: 40 }, (_, i) => ({ _id: `m${i}`, tag: `M${i}`, children: [`m${(i + 1) % 40}`] }));
    const demo = open([...chain, ...loop]);
    expect(demo.collection('node').get('n4999')?.path).toBe(chain.map((node) => node.tag).join(' / '));
    // Each record of the loop is walked up to where the loop closes: 40 labels ending with its own.
    const inLoop = String(demo.collection('node').get('m7')?.path).split(' / ');
    expect(inLoop).toHaveLength(40);
    expect(inLoop.at(-1)).toBe('M7');
  });
});
