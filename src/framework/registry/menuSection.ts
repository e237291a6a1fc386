/**
 * The menu an application declares (its `menu` section): the group a resource falls in when
 * its definition names none, and (views/resourceIcons.ts adds it) the icons definitions may
 * name. No DOM, no React.
 */
import { declaredSection } from '../application/applicationDeclaration';

/** What an application declares about its menu; each key left out takes the neutral default. */
export interface MenuDeclaration {
  /** The group of a resource whose definition names none (neutral: `main`). */
  defaultGroup?: string;
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
