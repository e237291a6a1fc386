import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookOf } from '../../framework/import/importTestkit';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../auth/signIn.testkit';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/*
 * An element's stored `tree` and `commissionableItemsCount` over HTTP: right in every read
 * (show, list, tree, details) after the hierarchy changes, items come and go, and an import.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');

interface Element {
  _id: string;
  identifier: string;
  elementTypeId: string;
  projectId: string;
  children?: string[];
  tree?: string;
  commissionableItemsCount?: number;
}

const fixtures = JSON.parse(readFileSync(join(root, 'fixtures', 'element.json'), 'utf8')) as Element[];
const byId = new Map(fixtures.map((element) => [element._id, element]));
const parentOf = new Map(fixtures.flatMap((element) => (element.children ?? []).map((child) => [child, element._id] as const)));
/** An element with children below a parent: moving it moves a subtree. */
const branch = fixtures.find((element) => parentOf.has(element._id) && (element.children?.length ?? 0) > 0) as Element;
const branchChild = byId.get(branch.children?.[0] ?? '') as Element;
/** A root of the same project that is not the branch's ancestor, to move the branch under. */
const ancestorsOf = (id: string): string[] => (parentOf.has(id) ? [parentOf.get(id) as string, ...ancestorsOf(parentOf.get(id) as string)] : []);
const otherRoot = fixtures.find(
  (element) => !parentOf.has(element._id) && element.projectId === branch.projectId && !ancestorsOf(branch._id).includes(element._id),
) as Element;

let api: RunningTestApi;
let admin: ApiCall;

const dataOf = <T>(answer: Answer): T => {
  expect(answer.status).toBeLessThan(300);
  return (answer.body as { data: T }).data;
};

/** The element as every read answers it: show, the generic list, details-with-childrens, and its parent's children (or the roots). */
async function everyRead(id: string): Promise<{ tree: unknown; commissionableItemsCount: unknown }[]> {
  const shown = dataOf<Element>(await admin('GET', `element/${id}`));
  const listed = dataOf<{ items: Element[] }>(await admin('GET', `element/page?_id=${id}&limit=1`)).items[0];
  const details = dataOf<{ element: Element }>(await admin('GET', `element/${id}/details-with-childrens`)).element;
  const parent = dataOf<{ ancestors: { _id: string }[] }>(await admin('GET', `element/${id}/details-with-childrens`)).ancestors.at(-1);
  const level = dataOf<{ items: Element[] }>(await admin('GET', parent ? `element/${parent._id}/childrens?limit=1000` : 'element/tree?limit=1000'));
  const inLevel = level.items.find((node) => node._id === id);
  return [shown, listed, details, inLevel].map((record) => ({ tree: record?.tree, commissionableItemsCount: record?.commissionableItemsCount }));
}

async function expectEveryRead(id: string, tree: string, commissionableItemsCount: number): Promise<void> {
  expect(await everyRead(id)).toEqual(Array.from({ length: 4 }, () => ({ tree, commissionableItemsCount })));
}

const pathOf = (...identifiers: string[]): string => identifiers.join(' / ');

beforeAll(async () => {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'maintained-fixtures-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'maintained-data-')) });
  admin = api.call;
});
afterAll(() => api.close());

describe("an element's path and commissionable items count", () => {
  it('start as the fixtures hold them', async () => {
    await expectEveryRead(branchChild._id, branchChild.tree as string, branchChild.commissionableItemsCount as number);
  });

  it('follow a subtree moved under another parent, and back to a root when removed', async () => {
    const oldParent = parentOf.get(branch._id) as string;
    expect(dataOf<{ failures: unknown[] }>(await admin('POST', `element/${oldParent}/remove-childrens`, { childrenIds: [branch._id] })).failures).toEqual([]);
    await expectEveryRead(branch._id, branch.identifier, branch.commissionableItemsCount ?? 0);
    await expectEveryRead(branchChild._id, pathOf(branch.identifier, branchChild.identifier), branchChild.commissionableItemsCount ?? 0);

    expect(dataOf<{ failures: unknown[] }>(await admin('POST', `element/${otherRoot._id}/add-childrens`, { childrenIds: [branch._id] })).failures).toEqual([]);
    await expectEveryRead(branchChild._id, pathOf(otherRoot.identifier, branch.identifier, branchChild.identifier), branchChild.commissionableItemsCount ?? 0);
    // The list filters and sorts by the stored path.
    const found = dataOf<{ items: Element[] }>(
      await admin('GET', `element/page?tree=${encodeURIComponent(pathOf(otherRoot.identifier, branch.identifier))}&limit=100`),
    );
    expect(found.items.map((element) => element._id)).toContain(branchChild._id);

    // Put back, so the other tests see the fixtures' hierarchy.
    await admin('POST', `element/${otherRoot._id}/remove-childrens`, { childrenIds: [branch._id] });
    await admin('POST', `element/${oldParent}/add-childrens`, { childrenIds: [branch._id] });
    await expectEveryRead(branchChild._id, branchChild.tree as string, branchChild.commissionableItemsCount ?? 0);
  });

  it('follow a renamed ancestor down the subtree', async () => {
    const { _id, ...body } = byId.get(branch._id) as Element & Record<string, unknown>;
    const writable = Object.fromEntries(
      Object.entries(body).filter(([field]) => !['children', 'tree', 'commissionableItemsCount', 'createdAt', 'updatedAt'].includes(field)),
    );
    dataOf(await admin('PUT', `element/${_id}`, { ...writable, identifier: 'RENAMED-1' }));
    const expected = (branchChild.tree as string).replace(branch.identifier, 'RENAMED-1');
    await expectEveryRead(branchChild._id, expected, branchChild.commissionableItemsCount ?? 0);
    dataOf(await admin('PUT', `element/${_id}`, writable));
    await expectEveryRead(branchChild._id, branchChild.tree as string, branchChild.commissionableItemsCount ?? 0);
  });

  it('follow commissionable items created, moved and deleted', async () => {
    const before = branchChild.commissionableItemsCount ?? 0;
    const item = dataOf<{ _id: string }>(await admin('POST', 'commissionable-item', { identifier: 'CI-TEST-1', elementId: branchChild._id }));
    await expectEveryRead(branchChild._id, branchChild.tree as string, before + 1);

    dataOf(await admin('PUT', `commissionable-item/${item._id}`, { identifier: 'CI-TEST-1', elementId: branch._id }));
    await expectEveryRead(branchChild._id, branchChild.tree as string, before);
    await expectEveryRead(branch._id, branch.tree as string, (branch.commissionableItemsCount ?? 0) + 1);

    expect((await admin('DELETE', `commissionable-item/${item._id}`)).status).toBeLessThan(300);
    await expectEveryRead(branch._id, branch.tree as string, branch.commissionableItemsCount ?? 0);
  });

  it('are set on created and imported elements, and follow them into the hierarchy', async () => {
    const created = dataOf<Element>(
      await admin('POST', 'element', { identifier: 'NEW-CHILD-1', name: 'New child', elementTypeId: branch.elementTypeId, projectId: branch.projectId }),
    );
    // The answer to the create already carries them.
    expect(created).toMatchObject({ tree: 'NEW-CHILD-1', commissionableItemsCount: 0 });

    const headers = { ...authHeaders((await signIn(api.url, 'project-admin')).access_token), ProjectId: branch.projectId, Lang: 'en' };
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        Buffer.from(
          await workbookOf([
            ['Identifier (tag)', 'Name', 'Element type'],
            ['IMPORTED-1', 'Imported', 'SIS'],
          ]),
        ),
      ]),
      'elements.xlsx',
    );
    const started = (await (await fetch(`${api.url}element-import-history/import-async`, { method: 'POST', body: form, headers })).json()) as {
      data: { _id: string };
    };
    let imported: Element | undefined;
    for (let i = 0; i < 100 && !imported; i += 1) {
      imported = dataOf<{ items: Element[] }>(await admin('GET', 'element/page?identifier=IMPORTED-1&limit=1')).items[0];
      if (!imported) await new Promise((done) => setTimeout(done, 50));
    }
    expect(started.data._id).toBeTruthy();
    if (!imported) throw new Error('the import did not end');
    await expectEveryRead(imported._id, 'IMPORTED-1', 0);

    expect(dataOf<{ failures: unknown[] }>(await admin('POST', `element/${imported._id}/add-childrens`, { childrenIds: [created._id] })).failures).toEqual([]);
    expect(dataOf<{ failures: unknown[] }>(await admin('POST', `element/${branchChild._id}/add-childrens`, { childrenIds: [imported._id] })).failures).toEqual(
      [],
    );
    await expectEveryRead(created._id, pathOf(branchChild.tree as string, 'IMPORTED-1', 'NEW-CHILD-1'), 0);
    dataOf(await admin('POST', 'commissionable-item', { identifier: 'CI-TEST-2', elementId: created._id }));
    await expectEveryRead(created._id, pathOf(branchChild.tree as string, 'IMPORTED-1', 'NEW-CHILD-1'), 1);
  });

  it('are kept across a restart', async () => {
    await api.close();
    api = await startTestApi({ model: registry.model, fixturesDir: api.fixturesDir, dataDir: api.dataDir });
    admin = api.call;
    const imported = dataOf<{ items: Element[] }>(await admin('GET', 'element/page?identifier=NEW-CHILD-1&limit=1')).items[0] as Element;
    await expectEveryRead(imported._id, pathOf(branchChild.tree as string, 'IMPORTED-1', 'NEW-CHILD-1'), 1);
  });
});
