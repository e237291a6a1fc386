import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { visibleMenu } from '../menuVisibility';
import { ROUTE_ACCESS } from '../routeAccess';
import { menuEntries, PAGE_MENU, PREVIEW_MENU, previewMenuEntries, type AppMenuEntry } from './menuDeclaration';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model = loaded.model;
const leaves = (entries: readonly AppMenuEntry[]): AppMenuEntry[] => entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

describe('the menu declaration', () => {
  it('every hand-written entry is a route of the table, shown to that route\'s roles only', () => {
    const table = new Map(ROUTE_ACCESS.map((row) => [row.path, row.access]));
    for (const entry of Object.values(PAGE_MENU).flat()) expect(table.has(entry.path), entry.path).toBe(true);
    const member = leaves(visibleMenu(menuEntries(model), ['USER'], 'home')).map((entry) => entry.to);
    expect(member).toContain('/elements/query');
    expect(member).not.toContain('/activity-import');
    expect(member).not.toContain('/discipline');
    expect(member).toContain('/activity');
  });

  it('the scope menus show at their levels: Overview for a program, project or contract; the hierarchy for a project or contract', () => {
    const at = (menuType: string) => leaves(visibleMenu(menuEntries(model), ['ADMIN'], menuType)).map((entry) => entry.to);
    expect(at('home')).not.toContain('/overview');
    expect(at('program')).toContain('/overview');
    expect(at('program')).not.toContain('/elements-hierarchy');
    expect(at('contract')).toContain('/elements-hierarchy');
    expect(at('global')).toContain('/global/overview');
  });

  it('the preview sidebar offers the scope menus, each one a route of the table', () => {
    const paths = new Set(ROUTE_ACCESS.map((row) => row.path));
    for (const entry of PREVIEW_MENU) expect(paths.has(entry.path), entry.path).toBe(true);
    const labels = leaves(visibleMenu(previewMenuEntries(model), ['ADMIN'], 'project')).filter((entry) => entry.key !== 'home').map((entry) => entry.label);
    expect(labels).toEqual(['app.preview_menu.overview', 'app.preview_menu.users', 'app.preview_menu.user_groups', 'app.preview_menu.models', 'app.preview_menu.hierarchy', 'app.preview_menu.operations', 'app.preview_menu.fic']);
    const member = leaves(visibleMenu(previewMenuEntries(model), ['USER'], 'project')).filter((entry) => entry.key !== 'home').map((entry) => entry.label);
    expect(member).toEqual(['app.preview_menu.operations']);
  });
});
