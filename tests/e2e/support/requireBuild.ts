import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest global setup of the e2e run: the tests drive the built app, so without
 * `dist/index.html` the run stops before any browser starts.
 */
export default function requireBuild(): void {
  const indexFile = join(process.cwd(), 'dist', 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The e2e tests need the built app, and ${indexFile} is missing: run \`npm run build\` first (\`npm test\` does).`);
  }
}
