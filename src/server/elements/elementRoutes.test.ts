import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/* The element calls over the project's own definitions and fixtures, with the add and remove children actions that change the hierarchy. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const fixturesDir = join(root, 'fixtures');

interface Element {
  _id: string;
  identifier: string;
  elementTypeId: string;
  projectId: string;
  children?: string[];
  preservationPlanId?: string;
}
interface Node extends Element {
  tree: string;
  childrenCount: number;
  descendantsCount: number;
  commissionableItemsCount: number;
}
interface Page<T> {
  items: T[];
  count: number;
}

const elements = JSON.parse(readFileSync(join(fixturesDir, 'element.json'), 'utf8')) as Element[];
const items = JSON.parse(readFileSync(join(fixturesDir, 'commissionable-item.json'), 'utf8')) as { elementId: string }[];
const pendencies = JSON.parse(readFileSync(join(fixturesDir, 'pendency.json'), 'utf8')) as { elements?: string[]; events?: string[] }[];
const byId = new Map(elements.map((element) => [element._id, element]));
const parentOf = new Map(elements.flatMap((element) => (element.children ?? []).map((child) => [child, element._id] as const)));
const descendants = (id: string): number => (byId.get(id)?.children ?? []).reduce((sum, child) => sum + 1 + descendants(child), 0);
const depthOf = (id: string): number => (parentOf.has(id) ? 1 + depthOf(parentOf.get(id) as string) : 0);
const roots = elements.filter((element) => !parentOf.has(element._id));
/** A chain root → child → grandchild of the fixtures (the deepest path's first three). */
const deepest = [...elements].sort((a, b) => depthOf(b._id) - depthOf(a._id))[0] as Element;
const chain: string[] = [];
for (let id: string | undefined = deepest._id; id !== undefined; id = parentOf.get(id)) chain.unshift(id);
const [top, middle, low] = chain as [string, string, string];

let api: RunningTestApi;
let admin: ApiCall;

const dataOf = <T>(answer: Answer): T => {
  expect(answer.status).toBe(200);
  return (answer.body as { data: T }).data;
};
const childrensOf = async (id: string): Promise<Page<Node>> => dataOf(await admin('GET', `element/${id}/childrens`));
const nodeOf = async (id: string): Promise<Node> => dataOf<{ element: Node }>(await admin('GET', `element/${id}/details-with-childrens`)).element;
const addChildrens = (id: string, childrenIds: unknown) => admin('POST', `element/${id}/add-childrens`, { childrenIds });
const removeChildrens = (id: string, childrenIds: unknown) => admin('POST', `element/${id}/remove-childrens`, { childrenIds });

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'element-data-')) });
  admin = api.call;
});
afterAll(() => api.close());

describe('reading the tree', () => {
  it('lists the roots by identifier, each with its children and descendants counted', async () => {
    const page = dataOf<Page<Node>>(await admin('GET', 'element/tree?limit=1000'));
    expect(page.count).toBe(roots.length);
    expect(page.items.map((node) => node.identifier)).toEqual(roots.map((element) => element.identifier).sort((a, b) => a.localeCompare(b)));
    for (const node of page.items) {
      expect(node.childrenCount).toBe(byId.get(node._id)?.children?.length ?? 0);
      expect(node.descendantsCount).toBe(descendants(node._id));
      expect(node.tree).toBe(node.identifier);
    }
  });

  it('opens one level at a time; each child carries its path from the root', async () => {
    const page = await childrensOf(middle);
    expect(page.count).toBe(byId.get(middle)?.children?.length);
    const child = page.items.find((node) => node._id === low) as Node;
    expect(child.tree).toBe([top, middle, low].map((id) => byId.get(id)?.identifier).join(' / '));
    expect(child.commissionableItemsCount).toBe(items.filter((item) => item.elementId === low).length);
  });

  it('gives an element with its ancestors from the root down and its children', async () => {
    const details = dataOf<{ element: Node; ancestors: Element[]; childrens: Node[]; childrensCount: number }>(
      await admin('GET', `element/${low}/details-with-childrens`),
    );
    expect(details.ancestors.map((step) => step._id)).toEqual([top, middle]);
    expect(details.childrensCount).toBe(byId.get(low)?.children?.length ?? 0);
  });

  it('pages with skip and limit and refuses a page it cannot read, or an unknown element', async () => {
    const second = dataOf<Page<Node>>(await admin('GET', 'element/tree?skip=1&limit=1'));
    expect(second).toMatchObject({ count: roots.length, items: [expect.any(Object)] });
    for (const query of ['limit=abc', 'limit=-1', 'skip=1.5', 'limit=100000']) {
      const answer = await admin('GET', `element/tree?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: 'INVALID_QUERY', errors: [{ field: query.split('=')[0] }] });
    }
    for (const path of ['element/tree?page=2', `element/${top}/childrens?parentId=${top}`, `element/${top}/preservation-plan?limit=1`]) {
      expect(await admin('GET', path), path).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    }
    for (const path of ['childrens', 'details-with-childrens', 'events', 'pendencies', 'commissionable-items', 'preservation-plan']) {
      const answer = await admin('GET', `element/ffffffffffffffffffffffff/${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('answers an element of another project with RESOURCE-IS-FROM-ANOTHER-PROJECT, and the tree of another project empty', async () => {
    const rota = await api.as('project-admin');
    const otherProject = { ProjectId: '63c82aadc47268868282b4d9' };
    const answer = await rota('GET', `element/${top}/childrens`, undefined, otherProject);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' });
    expect(dataOf<Page<Node>>(await rota('GET', 'element/tree', undefined, otherProject)).count).toBe(0);
  });
});

describe('changing the hierarchy', () => {
  it('refuses to make an element a descendant of itself: each such id fails with WOULD_CREATE_CYCLE and nothing changes', async () => {
    const before = await nodeOf(low);
    const answer = dataOf<{ failures: { id: string; error: string }[] }>(await addChildrens(low, [top, middle]));
    expect(answer.failures).toEqual([
      { id: top, error: 'WOULD_CREATE_CYCLE' },
      { id: middle, error: 'WOULD_CREATE_CYCLE' },
    ]);
    expect(dataOf<{ failures: unknown[] }>(await addChildrens(low, [low])).failures).toEqual([{ id: low, error: 'CANNOT_LINK_ITSELF' }]);
    expect(await nodeOf(low)).toEqual(before);
    expect((await childrensOf(top)).items.map((node) => node._id)).toContain(middle);
  });

  it('refuses to give an element a second parent, and to remove a child that is not one', async () => {
    const otherRoot = roots.find((element) => element._id !== top) as Element;
    expect(dataOf<{ failures: unknown[] }>(await addChildrens(otherRoot._id, [middle])).failures).toEqual([{ id: middle, error: 'HAS_ANOTHER_PARENT' }]);
    expect(dataOf<{ failures: unknown[] }>(await removeChildrens(top, [low])).failures).toEqual([{ id: low, error: 'NOT_LINKED' }]);
    expect((await nodeOf(top)).descendantsCount).toBe(descendants(top));
  });

  it('refuses a body without a list of ids with 400 and stores nothing', async () => {
    for (const body of [undefined, 'x', [{}], [''], null]) {
      const answer = await addChildrens(low, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    expect((await nodeOf(low)).childrenCount).toBe(byId.get(low)?.children?.length ?? 0);
  });

  it('keeps every count right after adding and removing a child', async () => {
    const created = (
      await admin('POST', 'element', { identifier: 'TEST-CHILD-1', name: 'Test child', elementTypeId: deepest.elementTypeId, projectId: deepest.projectId })
    ).body as { data: Element };
    const id = created.data._id;
    expect(dataOf<Page<Node>>(await admin('GET', 'element/tree')).count).toBe(roots.length + 1);

    expect(dataOf<{ failures: unknown[] }>(await addChildrens(low, [id])).failures).toEqual([]);
    expect((await nodeOf(low)).childrenCount).toBe((byId.get(low)?.children?.length ?? 0) + 1);
    expect((await nodeOf(top)).descendantsCount).toBe(descendants(top) + 1);
    expect((await nodeOf(id)).tree).toBe(
      [top, middle, low]
        .map((step) => byId.get(step)?.identifier)
        .concat('TEST-CHILD-1')
        .join(' / '),
    );
    expect(dataOf<Page<Node>>(await admin('GET', 'element/tree')).count).toBe(roots.length);

    expect(dataOf<{ failures: unknown[] }>(await removeChildrens(low, [id])).failures).toEqual([]);
    expect((await nodeOf(top)).descendantsCount).toBe(descendants(top));
    expect((await nodeOf(id)).tree).toBe('TEST-CHILD-1');
    expect(dataOf<Page<Node>>(await admin('GET', 'element/tree')).count).toBe(roots.length + 1);
  });

  it('lets a read-only user read the tree but not change it', async () => {
    const readOnly = await api.as('read-only');
    expect(dataOf<Page<Node>>(await readOnly('GET', 'element/tree'))).toEqual(dataOf<Page<Node>>(await admin('GET', 'element/tree')));
    expect((await readOnly('POST', `element/${low}/add-childrens`, { childrenIds: [] })).status).toBe(403);
  });
});

describe("an element's related records", () => {
  const withPendency = elements.find((element) =>
    pendencies.some((pendency) => pendency.elements?.includes(element._id) && (pendency.events?.length ?? 0) > 0),
  ) as Element;
  const withItems = items[0]?.elementId as string;
  const withPlan = elements.find((element) => element.preservationPlanId) as Element;

  it('lists its commissionable items and pendencies', async () => {
    expect(dataOf<Page<unknown>>(await admin('GET', `element/${withItems}/commissionable-items`)).count).toBe(
      items.filter((item) => item.elementId === withItems).length,
    );
    const mine = pendencies.filter((pendency) => pendency.elements?.includes(withPendency._id));
    expect(dataOf<Page<unknown>>(await admin('GET', `element/${withPendency._id}/pendencies`)).count).toBe(mine.length);
  });

  it('lists the events raised on its pendencies, each with how many pendencies', async () => {
    const mine = pendencies.filter((pendency) => pendency.elements?.includes(withPendency._id));
    const events = dataOf<Page<{ _id: string; pendenciesCount: number }>>(await admin('GET', `element/${withPendency._id}/events`));
    expect(events.count).toBe(new Set(mine.flatMap((pendency) => pendency.events ?? [])).size);
    for (const event of events.items) expect(event.pendenciesCount).toBe(mine.filter((pendency) => pendency.events?.includes(event._id)).length);
  });

  it('gives its preservation plan with the tasks in order', async () => {
    const answer = dataOf<{ plan: { _id: string }; tasks: { order: number }[] }>(await admin('GET', `element/${withPlan._id}/preservation-plan`));
    expect(answer.plan._id).toBe(withPlan.preservationPlanId);
    expect(answer.tasks.map((task) => task.order)).toEqual([...answer.tasks.map((task) => task.order)].sort((a, b) => a - b));
  });
});
