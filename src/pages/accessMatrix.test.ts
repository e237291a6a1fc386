import { describe, expect, it } from 'vitest';
import { ACTION_PREFIX, canAccessResource } from '../framework/auth/resourceAccess';
import { routeRows } from '../framework/pages/routeRows';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { Operation, RegistryModel } from '../framework/registry/types';
import { DEMO_USERS } from '../../tests/support/demoUserRoles';
import { menuEntries } from '../shell/menu/menuDeclaration';
import { visibleMenu } from '../shell/menuVisibility';
import { decideRoute } from '../shell/routeDecision';
import { canOpenScreen } from '../shell/screenAccess';
import { APP_PAGES } from '.';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model: RegistryModel = loaded.model;
const ROUTES = routeRows(APP_PAGES, model.resources);
const rules = { model, pages: APP_PAGES };
const OPERATIONS: Operation[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];
const WRITES: Operation[] = ['create', 'edit', 'delete'];

/** The rule of spec §6 as the definitions state it: offered, and ADMIN or a listed role (an empty list: anyone signed in). */
const expected = (offered: boolean, allowList: readonly string[], roles: readonly string[]) =>
  offered && (roles.includes('ADMIN') || allowList.length === 0 || allowList.some((role) => roles.includes(role)));

describe('the role matrix in the app, generated from the resource definitions and the page declarations', () => {
  for (const user of DEMO_USERS) {
    describe(`${user.username} (${user.roles.join(', ')})`, () => {
      for (const resource of model.resources) {
        it(`${resource.name}: every operation and action`, () => {
          for (const operation of OPERATIONS) {
            const allowed = canAccessResource(model, { resource: resource.name, action: operation }, user.roles);
            expect(allowed, `${operation}`).toBe(expected(resource.operations.includes(operation), resource.access[operation], user.roles));
            if (user.roles.includes('ADMIN')) expect(allowed, `ADMIN ${operation}`).toBe(resource.operations.includes(operation));
            if (user.roles.includes('READ_ONLY') && WRITES.includes(operation)) expect(allowed, `READ_ONLY ${operation}`).toBe(false);
          }
          for (const action of resource.actions) {
            const allowed = canAccessResource(model, { resource: resource.name, action: `${ACTION_PREFIX}${action.name}` }, user.roles);
            expect(allowed, action.name).toBe(expected(true, action.roles ?? ['ADMIN', 'PROJECT_ADMIN'], user.roles));
            if (user.roles.includes('READ_ONLY')) expect(allowed, `READ_ONLY ${action.name}`).toBe(false);
          }
        });
      }

      it('every hand-written route: in, or not-found; signed out: sign in', () => {
        for (const route of ROUTES) {
          const decision = decideRoute(route.access, { authenticated: true, roles: user.roles });
          if (route.access === 'public') expect(decision, route.path).toBe('allow');
          else expect(decision, route.path).toBe(expected(true, route.access, user.roles) ? 'allow' : 'not-found');
          expect(decideRoute(route.access, { authenticated: false, roles: [] }), route.path).toBe(route.access === 'public' ? 'allow' : 'login');
        }
      });

      it('the menu shows exactly the resources the role may list, and no empty group', () => {
        const menu = visibleMenu(menuEntries(model, APP_PAGES), user.roles);
        const shown = menu.flatMap((entry) => entry.children ?? []).flatMap((entry) => entry.resource ?? []);
        const listable = model.resources
          .filter((r) => !r.menu.hidden && canOpenScreen(rules, { resource: r.name, action: 'list' }, user.roles))
          .map((r) => r.name);
        expect(new Set(shown)).toEqual(new Set(listable));
        for (const entry of menu) if (entry.children) expect(entry.children.length, entry.key).toBeGreaterThan(0);
      });
    });
  }

  it('spec §2 route groups: ADMIN only, ADMIN or PROJECT_ADMIN, any signed-in user', () => {
    const decide = (path: string, roles: string[]) => decideRoute(ROUTES.find((r) => r.path === path)?.access ?? 'public', { authenticated: true, roles });
    expect(decide('/programs', ['PROJECT_ADMIN'])).toBe('not-found');
    expect(decide('/user-approvals', ['ADMIN'])).toBe('allow');
    expect(decide('/disciplines', ['PROJECT_ADMIN'])).toBe('allow');
    expect(decide('/disciplines', ['USER'])).toBe('not-found');
    expect(decide('/home', ['READ_ONLY'])).toBe('allow');
  });

  it('a signed-in user without a project is sent to the join request, a global admin is not', () => {
    const rule = ROUTES.find((r) => r.path === '/elements/query')?.access ?? 'public';
    expect(decideRoute(rule, { authenticated: true, roles: ['USER'], projectIds: [] })).toBe('join-project');
    expect(decideRoute(rule, { authenticated: true, roles: ['USER'], projectIds: ['p1'] })).toBe('allow');
    expect(decideRoute(rule, { authenticated: true, roles: ['ADMIN'], projectIds: [] })).toBe('allow');
    expect(decideRoute('public', { authenticated: true, roles: ['USER'], projectIds: [] })).toBe('allow');
  });

  it("a resource screen with a rule of the app opens exactly for that rule's roles (and the resource's own)", () => {
    for (const resource of model.resources) {
      const row = ROUTES.find((r) => r.path === `/${resource.route}`);
      if (!row || row.access === 'public' || !resource.operations.includes('list')) continue;
      for (const user of DEMO_USERS) {
        const byRoute = decideRoute(row.access, { authenticated: true, roles: user.roles }) === 'allow';
        const byResource = canAccessResource(model, { resource: resource.name, action: 'list' }, user.roles);
        expect(canOpenScreen(rules, { resource: resource.name, action: 'list' }, user.roles), `${user.username} ${row.path}`).toBe(byRoute && byResource);
      }
    }
    const member = DEMO_USERS.find((user) => user.roles.includes('USER'))!;
    expect(canOpenScreen(rules, { resource: 'discipline', action: 'list' }, member.roles)).toBe(false);
    expect(canAccessResource(model, { resource: 'discipline', action: 'list' }, member.roles)).toBe(true);
  });

  it('refuses what the registry does not know', () => {
    expect(canAccessResource(model, { resource: 'no-such-resource', action: 'list' }, ['ADMIN'])).toBe(false);
    expect(canAccessResource(model, { resource: model.resources[0]?.name ?? '', action: `${ACTION_PREFIX}no-such-action` }, ['ADMIN'])).toBe(false);
  });
});
