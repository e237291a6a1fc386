import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import en from '../locales/shell/en.json';
import es from '../locales/shell/es.json';
import pt from '../locales/shell/pt.json';
import { appPathAliases, pageRoutes, resourceRoutes } from './appRoutes';
import { pageKey } from './pageKey';
import { ROUTE_ACCESS } from './routeAccess';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model = loaded.model;
/** Public pages written by hand with their own messages (sign-in and the like). */
const OWN_MESSAGES = new Set(['/login', '/login/*', '/forgot-password', '/set-password', '/set-password/:token', '/auth-callback', '/join-to-project-request', '/not-found', '/forbidden', '/home']);

describe('the routes of spec §2', () => {
  it('the spec\'s resource paths are the generated screens\' own', () => {
    const served = resourceRoutes(model);
    for (const path of ['/activities', '/pendencies', '/disciplines', '/classes', '/activity-type', '/element-types', '/elements', '/tasks', '/users', '/user-groups', '/programs', '/new-projects', '/contracts', '/preservation-plans']) {
      expect(served.has(path), path).toBe(true);
    }
  });

  it('every other route of the table has a page with a title and a text in en, pt and es', () => {
    for (const row of pageRoutes(model)) {
      if (OWN_MESSAGES.has(row.path)) continue;
      const key = pageKey(row.path) as keyof typeof en.app.pages;
      for (const [lang, messages] of Object.entries({ en, pt, es })) {
        const page = (messages.app.pages as Record<string, { title?: string; text?: string }>)[key];
        expect(page?.title, `${lang} ${row.path}`).toBeTruthy();
        expect(page?.text, `${lang} ${row.path}`).toBeTruthy();
      }
    }
  });

  it('no two hand-written routes share a message key, and no page message is left without a route', () => {
    const keys = pageRoutes(model).filter((row) => !OWN_MESSAGES.has(row.path)).map((row) => pageKey(row.path));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(en.app.pages).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('hand-written routes keep their path; resource paths go to react-admin\'s resource', () => {
    const aliases = appPathAliases(model);
    expect(aliases.toInternal('/activities/1/show')).toBe('/activity/1/show');
    expect(aliases.toInternal('/elements/query')).toBe('/elements/query');
    expect(aliases.toPublic('/activity/1/execution-instructions')).toBe('/activity/1/execution-instructions');
    expect(aliases.toInternal('/pendencies/9/forward')).toBe('/pendencies/9/forward');
    for (const row of ROUTE_ACCESS) {
      const sample = row.path.replace(/:[^/]+/g, 'x1').replace('/*', '/x1');
      if (resourceRoutes(model).has(row.path)) continue;
      expect(aliases.toInternal(sample), row.path).toBe(sample);
      expect(matchPath({ path: row.path, end: true }, sample), row.path).not.toBeNull();
    }
  });
});
