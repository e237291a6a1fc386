import type { ComponentType } from 'react';
import type { PageDeclaration, PreviewMenuPlace } from './pageDeclaration';

/** A resource's generated screens as the app guards and places them, beyond what its definition says. */
export interface ResourceScreenDeclaration {
  /** The resource's name in the registry (its route comes from there). */
  resource: string;
  /** Roles that may open its screens, on top of the resource's own rules (`[]`: every signed-in user). */
  access: readonly string[];
  preview?: PreviewMenuPlace;
}

/** A hand-written show page, by the key a resource definition names in `show.page`. */
export interface ShowPageDeclaration {
  key: string;
  load: () => Promise<ComponentType>;
}

/** A dialog the user menu opens: loaded when opened, shown until it closes itself. */
export type DialogLoader = () => Promise<ComponentType<{ onClose: () => void }>>;

export interface UserMenuItemProps {
  /** Closes the user menu (before the item's action). */
  close: () => void;
  /** Shows a dialog that outlives the menu. */
  openDialog: (load: DialogLoader) => void;
}

/** An entry of the user menu that a feature provides (own data, redefine password ...). */
export interface UserMenuItemDeclaration {
  key: string;
  /** Its place among the feature entries, lowest first. */
  order: number;
  Item: ComponentType<UserMenuItemProps>;
}

/** What a feature folder's `pages.ts` exports as `declarations`. */
export interface FeatureDeclarations {
  pages?: readonly PageDeclaration[];
  resourceScreens?: readonly ResourceScreenDeclaration[];
  showPages?: readonly ShowPageDeclaration[];
  userMenu?: readonly UserMenuItemDeclaration[];
}
