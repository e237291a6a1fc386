import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { pageKey } from '../framework/pages/pageKey';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { loadLocale } from '../locales/loadLocale';
import en from '../locales/shell/en.json';
import { appPathAliases, isSignedInRoute } from '../shell/appRoutes';
import { languageChangeEffect } from '../shell/language/languageChangeRules';
import { pageTitleKey } from '../shell/pageTitleKey';
import { APP_PAGES } from '.';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model = loaded.model;

type Messages = { [key: string]: string | Messages };
const textOf = (messages: Messages, key: string) =>
  key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);

describe("the app's hand-written pages", () => {
  it('each has a title in en, pt and es', async () => {
    for (const locale of ['en', 'pt', 'es'] as const) {
      const messages = (await loadLocale(locale)) as Messages;
      for (const page of APP_PAGES.pages) expect(textOf(messages, pageTitleKey(page)), `${locale} ${page.path}`).toBeTruthy();
    }
  });

  it('no two share a message key, and no page message is left without its page', () => {
    const keys = APP_PAGES.pages.filter((page) => !page.title).map((page) => pageKey(page.path));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(en.app.pages).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('finds the page of an address, its query ignored, whatever the case as react-router matches', () => {
    expect(APP_PAGES.pageOf('/pendencies/p1/forward?x=1')).toMatchObject({ path: '/pendencies/:id/forward', access: ['ADMIN', 'PROJECT_ADMIN'] });
    expect(APP_PAGES.pageOf('/LOGIN/sso')).toMatchObject({ path: '/login/*', access: 'public' });
    expect(APP_PAGES.pageOf('/pendencies')).toBeUndefined();
    expect(APP_PAGES.pageOf('/pendencies/p1/show')).toBeUndefined();
    expect(APP_PAGES.pageOf('/')).toBeUndefined();
  });

  it("keep their path; resource paths go to react-admin's resource", () => {
    const aliases = appPathAliases(model, APP_PAGES);
    expect(aliases.toInternal('/activities/1/show')).toBe('/activity/1/show');
    expect(aliases.toInternal('/elements/query')).toBe('/elements/query');
    expect(aliases.toPublic('/activity/1/execution-instructions')).toBe('/activity/1/execution-instructions');
    expect(aliases.toInternal('/pendencies/9/forward')).toBe('/pendencies/9/forward');
    for (const { path } of APP_PAGES.pages) {
      const sample = path.replace(/:[^/]+/g, 'x1').replace('/*', '/x1');
      expect(aliases.toInternal(sample), path).toBe(sample);
      expect(matchPath({ path, end: true }, sample), path).not.toBeNull();
    }
  });

  it('where a sign-in at /login/{route} may lead: signed-in pages and resource screens, nothing public, unknown or off the app', () => {
    const leads = (route: string) => isSignedInRoute(model, APP_PAGES, route);
    const allowed = ['/home', '/activities', '/activities/1/show?x=1', '/disciplines/create', '/elements/query'];
    const refused = ['/login', '/forgot-password', '/nowhere', '/activitiesx', 'activities', '//evil.example/x', 'https://evil.example'];
    expect(allowed.filter((route) => !leads(route))).toEqual([]);
    expect(refused.filter(leads)).toEqual([]);
  });

  it('on a language change (spec §4), reload the status configuration, the FIC pages and a process instance, and tell the activity import', () => {
    const effect = (pathname: string) => languageChangeEffect(APP_PAGES.pageOf(pathname));
    expect(effect('/configurations/task-status')).toBe('reload');
    expect(effect('/fic/fvm-import')).toBe('reload');
    expect(effect('/digital-process-instance-details/42')).toBe('reload');
    expect(effect('/activity-import')).toBe('dispatch');
    expect(effect('/activity')).toBe('none');
    expect(effect('/fic/fvi-import/extra')).toBe('none');
  });
});
