/**
 * The menu an application declares (its `menu` section): the group a resource falls in when
 * its definition names none, the names of the icons definitions may name, and (views/resourceIcons.ts
 * adds it, in the browser only) those icons' components. No DOM, no React: the check reads the names.
 */
import { declaredSection } from '../application/applicationDeclaration';

/** What an application declares about its menu; each key left out takes the neutral default. */
export interface MenuDeclaration {
  /** The group of a resource whose definition names none (neutral: `main`). */
  defaultGroup?: string;
  /** The names of the application's own icons, which its `icons` (in the browser) draw; a definition's `menu.icon` may name one. */
  iconNames?: readonly string[];
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    menu: MenuDeclaration;
  }
}

/** The menu group of the engine when the application declares none. */
export const NEUTRAL_MENU_GROUP = 'main';

/** The group of a resource whose definition names none. */
export function defaultMenuGroup(): string {
  return declaredSection('menu')?.defaultGroup ?? NEUTRAL_MENU_GROUP;
}

/** The names of the engine's own icons (views/resourceIcons.ts draws each), which any application may name. */
export const ENGINE_ICON_NAMES = ['Category', 'Description', 'Event', 'Folder', 'Label', 'People', 'Settings', 'ViewList'] as const;

/** One of the engine's own icons. */
export type EngineIconName = (typeof ENGINE_ICON_NAMES)[number];

/** Every icon a definition's `menu.icon` may name: the engine's, then the application's declared names. */
export function declaredIconNames(): readonly string[] {
  return [...new Set([...ENGINE_ICON_NAMES, ...(declaredSection('menu')?.iconNames ?? [])])];
}
