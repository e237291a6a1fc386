import { describe, test } from 'vitest';
import type { RegistryModel, ResourceModel } from '../../../src/framework/registry/types';
import { resourceSession, type Language } from './resourceSession';
import { LANGUAGES } from './languagesAt';
import { REFERENCE_LANGUAGE } from './referenceLanguage';
import { registryModel } from './shellRoutes';
import { ALL_ROUTES, routesFitAndAreAccessible, type ResizedCheck, type RouteName } from './resourceSteps/everyRouteFitsAndIsAccessible';
import { listLoads } from './resourceSteps/listLoads';
import { listTableFits } from './resourceSteps/listTableFits';
import { noPageScroll } from './resourceSteps/noPageScroll';
import type { ResourceStep } from './resourceSteps/types';

/**
 * The routes checked in each language at each width, each loaded at that width. Spanish has
 * the longest words: every route is loaded on the phone, where they are likeliest to widen a
 * page, and its record pages are checked on the desktop on the same drawing, the window resized
 * (RESIZED); its list loads at both widths (the desktop's table and the phone's list are
 * different views). Portuguese, the product's first language (axe-core, screenshots), gets every
 * route on the desktop and the list on the phone: its record pages there hold the fields the
 * Spanish ones hold, in shorter words. English words are shorter than both: its phone list is
 * enough to catch an English text that alone widens a page.
 */
const ROUTES_BY_LANGUAGE: Record<number, Partial<Record<Language, readonly RouteName[]>>> = {
  390: { pt: ['list'], es: ALL_ROUTES, en: ['list'] },
  1280: { pt: ALL_ROUTES, es: ['list'] },
};

/** Record pages loaded on the phone and also checked on the desktop by resizing the window. */
const RESIZED: Partial<Record<number, Partial<Record<Language, ResizedCheck>>>> = {
  390: { es: { width: 1280, routes: ['show', 'create', 'edit'] } },
};

/** The language whose picture of a route a run keeps at each width: the product's first where it loads the route, else Spanish. */
const picturedAt =
  (width: number) =>
  (route: RouteName): Language =>
    ROUTES_BY_LANGUAGE[width]?.[REFERENCE_LANGUAGE]?.includes(route) ? REFERENCE_LANGUAGE : 'es';

/**
 * The routes axe-core judges at each width (in the reference language). A phone's list is a
 * view of its own (a list of cards, not a table); its record pages hold the desktop's fields
 * in one column, under the same header, which the hand-written routes' sweep judges at 390 px.
 */
const AXE_ROUTES: Record<number, readonly RouteName[]> = { 1280: ALL_ROUTES, 390: ['list'] };

/**
 * Where each list's table must show its default columns without scrolling sideways: on the
 * desktop, in Portuguese and in Spanish (the longest words); a phone shows one column.
 */
const TABLE_FITS: Record<number, readonly Language[]> = { 1280: ['pt', 'es'] };

/** The resources with a list: the ones a user reaches from the menu. */
export const listedResources = (model: RegistryModel): ResourceModel[] => model.resources.filter((resource) => resource.operations.includes('list'));

/**
 * At one width in one language: the list loads, its actions in view (and its table fits,
 * where TABLE_FITS says); the language's routes fit the width and (in the reference
 * language) pass axe-core.
 */
const routeSteps = (width: number, language: Language): ResourceStep[] => [
  listLoads,
  noPageScroll,
  ...(TABLE_FITS[width]?.includes(language) ? [listTableFits] : []),
  routesFitAndAreAccessible(
    ROUTES_BY_LANGUAGE[width]?.[language] ?? [],
    RESIZED[width]?.[language],
    AXE_ROUTES[width] ?? ALL_ROUTES,
    REFERENCE_LANGUAGE,
    picturedAt(width),
  ),
];

/**
 * The generated routes of every listed resource at `width`, in each language it is swept in:
 * the tests of one language run together, so the language changes (a reload) once a language. One file a
 * width, so the two widths can run side by side.
 */
export function describeRouteSweep(width: number): void {
  const model = registryModel();
  const listed = listedResources(model);
  const { appUrl, pageAt } = resourceSession();
  for (const language of LANGUAGES) {
    const routes = ROUTES_BY_LANGUAGE[width]?.[language] ?? [];
    if (routes.length === 0) continue;
    const resized = RESIZED[width]?.[language];
    const alsoAt = resized ? ` (${resized.routes.join(', ')} also at ${resized.width}px)` : '';
    const judged = AXE_ROUTES[width] ?? ALL_ROUTES;
    const accessible =
      language !== REFERENCE_LANGUAGE ? '' : judged.length === ALL_ROUTES.length ? ' and is accessible' : `, its ${judged.join(' and ')} accessible`;
    describe(`in ${language} at ${width}px`, () => {
      for (const resource of listed) {
        test(`${resource.name}: ${routes.length === ALL_ROUTES.length ? 'every route' : routes.join(' and ')} fits${alsoAt}${accessible}`, async () => {
          const open = await pageAt(width, language);
          for (const step of routeSteps(width, language)) await step({ ...open, resource, model, appUrl: appUrl() });
        });
      }
    });
  }
}
