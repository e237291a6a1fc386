import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders of `src/` that hold no browser code: the demo API, the build plugins, test helpers. */
const NOT_APP_CODE = new Set(['server', 'build', 'testing']);
const isAppSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|testkit|TestKit|\.d\.ts$/.test(name);

/** The browser app's source files under `root/src` (path from root → text; none without a src/): where the UI names its message keys. */
export function appCodeFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_APP_CODE.has(entry.name)) visit(path);
      } else if (isAppSource(entry.name)) {
        files[relative(root, path)] = readFileSync(path, 'utf8');
      }
    }
  };
  if (existsSync(join(root, 'src'))) visit(join(root, 'src'));
  return files;
}
