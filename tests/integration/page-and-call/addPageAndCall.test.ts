import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCatalogue } from '../../../src/framework/pages/pageCatalogue';
import { APP_DECLARATIONS } from '../../../src/pages';
import { projectModel, startProjectApi, type RunningTestApi } from '../../../src/server/demoApi.testkit';
import { FEATURES } from '../../../src/server/features';
import { menuEntries } from '../../../src/shell/menu/menuDeclaration';
import { visibleMenu, type MenuEntry } from '../../../src/shell/menuVisibility';
import { pageTitleKey } from '../../../src/shell/pageTitleKey';
import { pageRoutes } from '../../../src/shell/pageRoutes';
import { decideRoute } from '../../../src/shell/routeDecision';
import { OVERDUE_REPORT, overdueReportFeature, overdueReportPages } from './overdueReport';

/**
 * docs/adding-a-page.md's worked example, added as the page says: a contract, a server
 * module, a page declaration. Nothing else is written, and the page is routed, guarded and
 * in the menu, the call served, refused to other roles and in the API document.
 */
const catalogue = createPageCatalogue([...APP_DECLARATIONS, overdueReportPages]);
const PAGE = '/reports/overdue';
const leaves = (entries: readonly (MenuEntry & { to?: string; children?: readonly MenuEntry[] })[]): string[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : entry.to ? [entry.to] : []));

describe('a page and its call, added by their declarations alone', () => {
  let running: RunningTestApi;
  beforeAll(async () => {
    running = await startProjectApi('page-and-call', [...FEATURES, overdueReportFeature]);
  });
  afterAll(() => running.close());

  it('is routed inside the app, titled by the convention of its path', () => {
    expect(catalogue.pageOf(`${PAGE}?days=3`)?.path).toBe(PAGE);
    expect(pageRoutes(catalogue).withLayout.map((route) => route.key)).toContain(PAGE);
    expect(pageTitleKey(catalogue.pageOf(PAGE)!)).toBe('app.pages.reports_overdue.title');
  });

  it('is guarded by its declared roles: signed out signs in, another role finds nothing', () => {
    const access = catalogue.pageOf(PAGE)!.access;
    expect(decideRoute(access, { authenticated: false, roles: [] })).toBe('login');
    expect(decideRoute(access, { authenticated: true, roles: ['PROJECT_ADMIN'], projectIds: ['p'] })).toBe('allow');
    expect(decideRoute(access, { authenticated: true, roles: ['ADMIN'], projectIds: [] })).toBe('allow');
    expect(decideRoute(access, { authenticated: true, roles: ['USER'], projectIds: ['p'] })).toBe('not-found');
  });

  it('is in its menu group for the roles that may open it, and only for them', () => {
    const entries = menuEntries(projectModel(), catalogue);
    expect(leaves(visibleMenu(entries, ['PROJECT_ADMIN'], 'home'))).toContain(PAGE);
    expect(leaves(visibleMenu(entries, ['USER'], 'home'))).not.toContain(PAGE);
    const operations = entries.find((entry) => entry.key === 'group:operations');
    expect(leaves(operations?.children ?? [])).toContain(PAGE);
  });

  it('is served from its contract: typed answer for its role, 403 for another, 400 for input the contract refuses', async () => {
    const projectAdmin = await running.as('project-admin');
    const answered = await projectAdmin('GET', `${OVERDUE_REPORT.path}?days=0`);
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ data: { count: expect.any(Number) } });
    expect((await (await running.as('member'))('GET', OVERDUE_REPORT.path)).status).toBe(403);
    expect((await projectAdmin('GET', `${OVERDUE_REPORT.path}?days=-1`)).status).toBe(400);
    expect((await projectAdmin('GET', `${OVERDUE_REPORT.path}?weeks=1`)).body).toMatchObject({ error: 'INVALID_QUERY' });
  });

  it('is in the API document, with its roles, parameters, answer and refusals', async () => {
    const document = (await running.anonymous('GET', 'openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = document.paths['/reports/overdue']?.get;
    expect(operation).toMatchObject({ summary: OVERDUE_REPORT.summary, tags: ['reports'], 'x-roles': ['PROJECT_ADMIN'] });
    expect(operation?.parameters).toEqual([expect.objectContaining({ name: 'days', in: 'query', required: false })]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });
});
