import { closestName } from './closestName';
import type { RegistryIssue } from './types';

/** Every file directly in the project's definition folders (sub-folders belong to features: schemas/ifcjson/, fixtures/media/ ...). */
export interface FolderFiles {
  schemas: readonly string[];
  resources: readonly string[];
  fixtures: readonly string[];
}

export interface StrayFileContext {
  /** Fixture files the resources read (`fixture`, else `<name>.json`), broken definitions included. */
  namedFixtures: readonly string[];
  /** Fixture files a feature reads on its own (the audit trail's). */
  featureFixtures?: readonly string[];
}

/** What the loader reads in `resources/`: definitions, value sets, and the two meta-schemas. */
const RESOURCE_FILE = /^[^.]+\.(resource|values)\.json$|^(resource|values)\.schema\.json$/;
const stem = (name: string): string => name.split('.')[0] ?? name;

function stray(file: string, message: string, suggestion: string | undefined, otherwise = 'rename it so the loader reads it, or delete it'): RegistryIssue {
  return {
    file,
    pointer: '',
    message: `${message}${suggestion ? `; did you mean ${suggestion}?` : ''}`,
    hint: suggestion ? `rename it to ${suggestion}` : otherwise,
  };
}

/**
 * Files in `schemas/`, `resources/` and `fixtures/` that nothing loads: a misnamed
 * definition (`x.resources.json`, `x.resource.jsn`), a schema without `.json`, a fixture no
 * resource names. Each would be skipped silently while the user wonders where it went.
 */
export function strayFileIssues(files: FolderFiles, { namedFixtures, featureFixtures = [] }: StrayFileContext): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const visible = (names: readonly string[]) => names.filter((name) => !name.startsWith('.'));
  for (const name of visible(files.schemas)) {
    if (name.endsWith('.json')) continue;
    issues.push(stray(`schemas/${name}`, 'the file is never loaded: only "*.json" files of schemas/ are schemas', `"${stem(name)}.schema.json"`));
  }
  for (const name of visible(files.resources)) {
    if (RESOURCE_FILE.test(name)) continue;
    const close = closestName(name, [`${stem(name)}.resource.json`, `${stem(name)}.values.json`]) ?? `${stem(name)}.resource.json`;
    issues.push(
      stray(
        `resources/${name}`,
        'the file is never loaded: resources/ holds "<name>.resource.json" definitions and "<name>.values.json" value sets',
        `"${close}"`,
      ),
    );
  }
  const read = new Set([...namedFixtures, ...featureFixtures]);
  for (const name of visible(files.fixtures)) {
    if (read.has(name)) continue;
    if (!name.endsWith('.json')) {
      issues.push(stray(`fixtures/${name}`, 'the file is never loaded: fixtures are "<resource>.json" files', `"${stem(name)}.json"`));
      continue;
    }
    const missing = namedFixtures.filter((fixture) => !files.fixtures.includes(fixture));
    const close = closestName(name, missing);
    issues.push(
      stray(
        `fixtures/${name}`,
        'no resource names this fixture, so it is never loaded',
        close && `"${close}"`,
        'name it in a resource\'s "fixture", or delete it',
      ),
    );
  }
  return issues;
}
