import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { menuEntries, previewMenuEntries, type AppMenuEntry } from '../shell/menu/menuDeclaration';
import { visibleMenu } from '../shell/menuVisibility';
import { MENU_TYPES } from '../shell/scope/scopeSelection';
import { APP_PAGES } from '.';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model = loaded.model;
const leaves = (entries: readonly AppMenuEntry[]): AppMenuEntry[] => entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

describe("the app's menu, from the resource definitions and the page declarations", () => {
  it("shows a hand-written entry to its page's roles only, after its group's resources", () => {
    const member = leaves(visibleMenu(menuEntries(model, APP_PAGES), ['USER'], 'home')).map((entry) => entry.to);
    expect(member).toContain('/elements/query');
    expect(member).not.toContain('/activity-import');
    expect(member).not.toContain('/discipline');
    expect(member).toContain('/activity');
    const operations = menuEntries(model, APP_PAGES).find((entry) => entry.key === 'group:operations')?.children ?? [];
    expect(operations.findIndex((entry) => entry.to === '/elements/query')).toBe(operations.filter((entry) => entry.resource).length);
    expect(operations.filter((entry) => !entry.resource).map((entry) => entry.to)).toEqual([
      '/elements/query',
      '/activity-import',
      '/fic/fvi-import',
      '/fic/fvm-import',
      '/fic/preservation-orders-import',
      '/fic/fic-update',
      '/camunda/process-definitions',
    ]);
  });

  it('the scope menus show at their levels: Overview for a program, project or contract; the hierarchy for a project or contract', () => {
    const at = (menuType: string) => leaves(visibleMenu(menuEntries(model, APP_PAGES), ['ADMIN'], menuType)).map((entry) => entry.to);
    expect(at('home')).not.toContain('/overview');
    expect(at('program')).toContain('/overview');
    expect(at('program')).not.toContain('/elements-hierarchy');
    expect(at('contract')).toContain('/elements-hierarchy');
    expect(at('global')).toEqual(expect.arrayContaining(['/global/overview', '/global/users']));
  });

  it('the preview sidebar offers the scope menus, pages and resource screens in their order', () => {
    const labels = leaves(visibleMenu(previewMenuEntries(model, APP_PAGES), ['ADMIN'], 'project'))
      .filter((entry) => entry.key !== 'home')
      .map((entry) => entry.label);
    expect(labels).toEqual([
      'app.preview_menu.overview',
      'app.preview_menu.users',
      'app.preview_menu.user_groups',
      'app.preview_menu.models',
      'app.preview_menu.hierarchy',
      'app.preview_menu.operations',
      'app.preview_menu.fic',
    ]);
    const member = leaves(visibleMenu(previewMenuEntries(model, APP_PAGES), ['USER'], 'project'))
      .filter((entry) => entry.key !== 'home')
      .map((entry) => entry.label);
    expect(member).toEqual(['app.preview_menu.operations']);
  });

  it('names only menu types that exist, so no entry is hidden by a typo', () => {
    const places = [...APP_PAGES.pages.flatMap((page) => [page.menu, page.preview]), ...APP_PAGES.resourceScreens.map((screen) => screen.preview)];
    for (const level of places.flatMap((place) => place?.levels ?? [])) expect(MENU_TYPES as readonly string[]).toContain(level);
  });
});
