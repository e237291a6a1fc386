import { describe, expect, it } from 'vitest';
import { duplicatePaths } from '../framework/pages/routeRows';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { resourceRoutes } from '../shell/appRoutes';
import { SHOW_PAGE_KEYS } from '../shell/showPageKeys';
import { SPEC_ROUTES } from '../shell/specRoutes';
import { APP_PAGES } from '.';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const model = loaded.model;
const pagePaths = APP_PAGES.pages.map((page) => page.path);
const served = [...resourceRoutes(model)];

describe('the routes of spec §2, each declared once', () => {
  it("each is a resource's route (its definition) or a page's (its declaration), never both nor twice", () => {
    const declared = (path: string) => served.filter((route) => route === path).length + pagePaths.filter((route) => route === path).length;
    expect(SPEC_ROUTES.filter((path) => declared(path) !== 1)).toEqual([]);
  });

  it('no path is declared twice, among the pages and the resources alike', () => {
    expect(duplicatePaths([...pagePaths, ...served])).toEqual([]);
  });

  it('every page is a route of the spec', () => {
    expect(pagePaths.filter((path) => !SPEC_ROUTES.includes(path))).toEqual([]);
  });

  it("every resource screen rule names a resource of the registry, and the spec's resource routes have one", () => {
    const names = new Set(model.resources.map((resource) => resource.name));
    expect(APP_PAGES.resourceScreens.map((screen) => screen.resource).filter((name) => !names.has(name))).toEqual([]);
    const guarded = new Set(APP_PAGES.resourceScreens.map((screen) => `/${model.resources.find((resource) => resource.name === screen.resource)?.route}`));
    expect(served.filter((route) => SPEC_ROUTES.includes(route) && !guarded.has(route))).toEqual([]);
  });

  it('the show pages a definition may name are the ones declared', () => {
    expect(APP_PAGES.showPages.map((page) => page.key).sort()).toEqual([...SHOW_PAGE_KEYS].sort());
  });
});
