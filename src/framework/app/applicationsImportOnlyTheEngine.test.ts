import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const APPS = join(ROOT, 'apps');

/** The TypeScript files of an application's folder (its build output aside). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : codeFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative imports of a module's text (`import … from './x'`, `import('./y')`, `import.meta.glob('./z/*.json')`). */
function relativeImports(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\.meta\.glob\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
}

/** Where an import of `file` leads, relative to the repository (`src/framework/app/startApplication`). */
const target = (file: string, specifier: string) =>
  relative(ROOT, resolve(dirname(file), specifier))
    .split('\\')
    .join('/');

describe('an application of apps/ is built from the engine alone', () => {
  const apps = readdirSync(APPS, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it('there is at least one', () => {
    expect(apps.map((entry) => entry.name)).toContain('library');
  });

  it.each(apps.map((entry) => entry.name))(
    '%s imports its own files and src/framework, nothing of the product (src/pages, src/shell, src/server, src/locales)',
    (name) => {
      const folder = `apps/${name}/`;
      const outside = codeFiles(join(APPS, name)).flatMap((file) =>
        relativeImports(readFileSync(file, 'utf8'))
          .map((specifier) => target(file, specifier))
          .filter((path) => !path.startsWith(folder) && !path.startsWith('src/framework/'))
          .map((path) => `${relative(ROOT, file)} imports ${path}`),
      );
      expect(outside).toEqual([]);
    },
  );

  it('the check finds an import of the product', () => {
    expect(relativeImports("import { App } from '../../src/shell/App';").map((specifier) => target(join(APPS, 'x', 'main.ts'), specifier))).toEqual([
      'src/shell/App',
    ]);
  });
});
