/**
 * `npm run check`: every entity file of the project, checked the way the build and the
 * demo API check them, plus the fixtures against their schemas. Exit 1 on any fault.
 */
import { join } from 'node:path';
import { formatIssues } from '../src/framework/registry/formatIssues';
import { loadRegistryFromDir } from '../src/framework/registry/loadRegistryFromDir';
import { checkFixtures } from '../src/server/checkFixtures';

const root = process.argv[2] ?? process.cwd();
const result = loadRegistryFromDir(root);
if (!result.ok) {
  console.error(formatIssues(result.issues));
  process.exit(1);
}
const fixtureIssues = checkFixtures(result.model, join(root, 'fixtures'));
if (fixtureIssues.length > 0) {
  console.error(formatIssues(fixtureIssues));
  process.exit(1);
}
const names = result.model.resources.map((r) => r.name).join(', ');
console.log(`check: ${result.model.resources.length} resources and their fixtures are valid (${names})`);
