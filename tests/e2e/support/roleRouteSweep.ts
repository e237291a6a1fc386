import { describe, expect, test } from 'vitest';
import { decideRoute } from '../../../src/shell/routeDecision';
import { GLOBAL_OVERVIEW_ROUTE, OVERVIEW_ROUTE } from '../../../src/shell/scope/scopeTransitions';
import { DEMO_USERS } from '../../support/demoUserRoles';
import { appJourneys } from './appJourneys';
import { openEveryForm } from './formSweep';
import { LANGUAGES } from './languagesAt';
import { failedAnswers, guardLetsIn, linksTheGuardRefuses } from './linkSweep';
import type { Language } from './resourceSession';
import type { RouteRow } from '../../../src/framework/pages/routeRows';
import { goToRoute, hashPath, pageTitleOf, registryModel, resourceRoutes, routeTable, sampleOf, waitForPage } from './shellRoutes';
import type { DemoUser } from './signIn';

/** The widths the role sweep runs at, in order: each demo role's language moves one step from one width to the next. */
const WIDTHS = [1280, 390] as const;
export type RoleSweepWidth = (typeof WIDTHS)[number];

const model = registryModel();
const ROUTES = routeTable(model);

/**
 * The routes each width sweeps. On the desktop, every guarded route. On the phone, the
 * resources' lists: a list is the one screen with a view of its own there (cards, not a
 * table), which may show and ask for other fields; every other screen draws the desktop's
 * fields and asks the same calls, and a guard's decision does not depend on the width.
 */
const SWEPT_AT: Record<RoleSweepWidth, { what: string; swept(row: RouteRow, served: ReadonlySet<string>): boolean }> = {
  1280: { what: 'every route of spec §2', swept: () => true },
  390: { what: "every resource's list", swept: (row, served) => served.has(row.path) },
};

/**
 * Where the record pages' links and the forms are checked: what a show page links to and
 * what a form asks for on opening are the same at every width (the phone's record pages hold
 * the desktop's fields in one column).
 */
const RECORD_PAGES_WIDTH: RoleSweepWidth = 1280;

/**
 * Whether the guard lets `roles` into every resource's create and edit forms. Such a role is
 * refused nothing a form could ask for: its forms are the generated record sweep's
 * (generatedResourceRecords opens every create and edit form as admin and fails on any answer
 * of 400 or more), and this sweep opens the forms of the roles with something to refuse.
 */
function opensEveryForm(roles: readonly string[]): boolean {
  const user = { roles, projectIds: [] };
  return model.resources.every(
    (resource) =>
      (!resource.operations.includes('create') || guardLetsIn(model, `/${resource.route}/create`, user)) &&
      (!resource.operations.includes('edit') || guardLetsIn(model, `/${resource.route}/sample-1`, user)),
  );
}

/** The demo users who belong to a project: the others are sent to the join request (see routeRoles1280). */
const ROLE_USERS = DEMO_USERS.filter((candidate) => candidate.hasProject);

/**
 * The language a demo role is swept in at a width: the roles take the languages in turn, one
 * step further at the second width, so each role runs in two languages and each width in all
 * three. The words change no guard and no call; the title checked on every route is the language's.
 */
export function languageOf(userIndex: number, width: RoleSweepWidth): Language {
  return LANGUAGES[(userIndex + WIDTHS.indexOf(width)) % LANGUAGES.length]!;
}

/** Where a signed-in user ends up on a route: the route itself, or where a guard sends them. */
function expectedPath(path: string, user: (typeof DEMO_USERS)[number]): string {
  const row = ROUTES.find((candidate) => candidate.path === path);
  if (!row || row.access === 'public') return sampleOf(path);
  if (path === '/redirect') return '/home';
  const decision = decideRoute(row.access, { authenticated: true, roles: user.roles });
  return decision === 'allow' ? sampleOf(path) : '/not-found';
}

/**
 * Routes that show another page's title at the sweep's scope (home: no program chosen): the
 * overview of no program is the global overview.
 */
const TITLED_AS: Readonly<Record<string, string>> = { [OVERVIEW_ROUTE]: GLOBAL_OVERVIEW_ROUTE };

/** A sample id on the task timeline answers 404, which goes to /forbidden (spec §8) whenever it arrives: taskTimeline.e2e.test.ts opens a real task. */
const DATA_ROUTED = new Set(['/timeline/activity/:activityId/task/:taskId']);
/** The routes a signed-in user's guard decides: every route of spec §2 but the public ones and those decided by the data. */
export const GUARDED: readonly RouteRow[] = ROUTES.filter((row) => row.access !== 'public' && !DATA_ROUTED.has(row.path));

/**
 * Every demo role with a project at `width`, in its language (languageOf): every guarded
 * route the width sweeps (SWEPT_AT) reached, or refused as its guard says; no answer of 400 or
 * more on the way. At 1280 px (RECORD_PAGES_WIDTH), once per set of roles: every link of one
 * record's show page of each resource it opens leads where the guard lets it in, and its create
 * and edit forms open, unless the guard refuses it none (opensEveryForm).
 */
export function describeRoleSweep(width: RoleSweepWidth): void {
  describe(`${SWEPT_AT[width].what} as each demo role at ${width}px: reached, or refused as its guard says; no screen or form asks for or links to what the role may not have`, () => {
    sweepRoles(width);
  });
}

function sweepRoles(width: RoleSweepWidth): void {
  const { withPage, url } = appJourneys();
  const served = resourceRoutes(model);
  const sweptRoles = new Set<string>();
  ROLE_USERS.forEach((user, index) => {
    const language = languageOf(index, width);
    test(`${user.username} in ${language}`, async () => {
      const session = await withPage(
        `routes-${user.username}-${width}-${language}`,
        async (page) => {
          await page.setViewportSize({ width, height: 900 });
          await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
          const failed = failedAnswers(page);
          await page.goto(`${url()}#/home`);
          const outcomes: string[] = [];
          for (const row of GUARDED.filter((candidate) => SWEPT_AT[width].swept(candidate, served))) {
            const expected = expectedPath(row.path, user);
            await goToRoute(page, sampleOf(row.path));
            const titled = expected === '/not-found' || expected === '/home' ? expected : (TITLED_AS[row.path] ?? row.path);
            try {
              await waitForPage(page, expected, pageTitleOf(model, titled, language));
            } catch {
              outcomes.push(`${row.path}: ended on ${hashPath(page)}, expected ${expected}`);
            }
            if (expected !== '/not-found' && served.has(row.path)) expect(await page.locator('.list-page').count(), row.path).toBeGreaterThan(0);
          }
          expect(outcomes).toEqual([]);
          if (width === RECORD_PAGES_WIDTH && !sweptRoles.has(user.roles.join())) {
            expect(await linksTheGuardRefuses(page, model, `${url()}api`, user.roles)).toEqual([]);
            if (!opensEveryForm(user.roles)) await openEveryForm(page, model, `${url()}api`, user.roles);
          }
          sweptRoles.add(user.roles.join());
          expect(failed).toEqual([]);
        },
        { user: user.username as DemoUser },
      );
      expect(session.pageErrors).toEqual([]);
    });
  });
}
