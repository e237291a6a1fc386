import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './localeText';

type Tree = { [key: string]: string | Tree };

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'));
}

/**
 * The label a resource definition gives in `language` at `path` of its translations, one part per key
 * (`'fields', 'projectId'`; `'values', 'roles.name', 'ADMIN'`: a key may hold a dot). Throws when there is none, so a
 * renamed label fails loudly.
 */
export function resourceLabel(resource: string, language: Language, ...path: string[]): string {
  const definition = readJson(`resources/${resource}.resource.json`) as { translations?: Partial<Record<Language, Tree>> };
  let node: string | Tree | undefined = definition.translations?.[language];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`resources/${resource}.resource.json has no ${language} translation ${path.join(' > ')}`);
  return node;
}

/** The Portuguese label a resource definition gives at `path` of its pt translations (`actions.updateStatus`, `fields.status`). */
export function resourceText(resource: string, path: string): string {
  return resourceLabel(resource, 'pt', ...path.split('.'));
}

/** The Portuguese label of a value in a value set (`activity-status`, 2 → 'Em andamento'). */
export function valueText(valueSet: string, value: string | number): string {
  const set = readJson(`resources/${valueSet}.values.json`) as { like?: string; values: { value: unknown; as?: unknown; labels?: { pt?: string } }[] };
  const entry = set.values.find((item) => item.value === value);
  if (entry?.labels?.pt) return entry.labels.pt;
  if (set.like && entry?.as !== undefined) return valueText(set.like, entry.as as string | number);
  throw new Error(`resources/${valueSet}.values.json has no pt label for ${String(value)}`);
}
