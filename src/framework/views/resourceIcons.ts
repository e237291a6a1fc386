import type { SvgIconComponent } from '@mui/icons-material';
import Category from '@mui/icons-material/Category';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import Label from '@mui/icons-material/Label';
import People from '@mui/icons-material/People';
import Settings from '@mui/icons-material/Settings';
import ViewList from '@mui/icons-material/ViewList';
import { declaredSection } from '../application/applicationDeclaration';
import type { EngineIconName } from '../registry/menuSection';

declare module '../registry/menuSection' {
  interface MenuDeclaration {
    /**
     * The components of the icons a definition's `menu.icon` may name, over the engine's few (a name declared again takes
     * the application's icon); each name is declared in `iconNames` too, where the check (Node) reads it.
     */
    icons?: Readonly<Record<string, SvgIconComponent>>;
  }
}

/**
 * The engine's own icons, one for each of registry/menuSection.ts's ENGINE_ICON_NAMES (the
 * type holds them equal), which any application may name in `menu.icon`. Each icon is imported
 * by path (a dynamic lookup would bundle all of them); an application offers more in its `menu.icons`.
 */
export const ENGINE_RESOURCE_ICONS: Readonly<Record<EngineIconName, SvgIconComponent>> = {
  Category,
  Description,
  Event,
  Folder,
  Label,
  People,
  Settings,
  ViewList,
};

export const DEFAULT_RESOURCE_ICON: SvgIconComponent = ViewList;

/** Every icon a definition may name: the engine's, with the application's declared over them. */
export function resourceIcons(): Readonly<Record<string, SvgIconComponent>> {
  const declared = declaredSection('menu')?.icons;
  return declared ? { ...ENGINE_RESOURCE_ICONS, ...declared } : ENGINE_RESOURCE_ICONS;
}

/** The icon a definition's `menu.icon` names; the default one when it names none, or one nobody declares. */
export function resourceIcon(name: string | undefined): SvgIconComponent {
  if (!name) return DEFAULT_RESOURCE_ICON;
  return declaredSection('menu')?.icons?.[name] ?? (ENGINE_RESOURCE_ICONS as Readonly<Record<string, SvgIconComponent>>)[name] ?? DEFAULT_RESOURCE_ICON;
}
