import type { LanguagesDeclaration } from '../i18n/resolveLocale';
import type { ViewKind } from '../views/viewLoaders';

/** The `<meta name>` holding the boot table in the built index.html. */
export const BOOT_TABLE_META = 'boot-preload';

/**
 * What the build tells the boot script (src/framework/boot/bootPreload.ts): each generated
 * resource's address, and the files (relative to the page) that each view, each language's
 * messages, each resource's details and each form's validators need beyond those the page
 * already preloads.
 */
export interface BootTable {
  resources: { name: string; route: string; operations: string[] }[];
  /** The application's languages: the boot script runs before the application declares them. */
  languages?: LanguagesDeclaration;
  views: Partial<Record<ViewKind, string[]>>;
  messages: Record<string, string[]>;
  details: Record<string, string[]>;
  validators: Record<string, string[]>;
}

/** The files to preload for a cold load at `hash` in `locale`. */
export function bootFiles(table: BootTable, target: { resource: { name: string }; view: ViewKind } | undefined, locale: string): string[] {
  const files = [...(table.messages[locale] ?? [])];
  if (target) {
    files.push(...(table.views[target.view] ?? []), ...(table.details[target.resource.name] ?? []));
    if (target.view === 'edit' || target.view === 'create') files.push(...(table.validators[target.resource.name] ?? []));
  }
  return [...new Set(files)];
}
