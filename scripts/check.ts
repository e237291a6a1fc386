/**
 * `npm run check`: every entity file of the project, checked the way the build and the
 * demo API check them, plus the fixtures against their schemas and every route of the
 * demo API against its OpenAPI document. Exit 1 on any fault.
 */
import { join } from 'node:path';
import { formatIssues } from '../src/framework/registry/formatIssues';
import { checkProject } from '../src/build/checkProject';
import { undocumentedRoutes } from '../src/server/openapi/undocumentedRoutes';
import { RouteClashError } from '../src/server/routes/duplicateRoutes';

const root = process.argv[2] ?? process.cwd();
const result = checkProject(root);
if (!result.ok) {
  console.error(formatIssues(result.issues));
  process.exit(1);
}
let undocumented: string[];
try {
  undocumented = undocumentedRoutes(result.model, join(root, 'fixtures'));
} catch (error) {
  if (!(error instanceof RouteClashError)) throw error;
  console.error(`${error.message}\nGive each call one place: a resource's path, or a hand-written route of one feature.`);
  process.exit(1);
}
if (undocumented.length > 0) {
  console.error(
    `The OpenAPI document misses these served routes; run each from its contract (src/contracts, contractRoute):\n${undocumented.map((route) => `  ${route}`).join('\n')}`,
  );
  process.exit(1);
}
const names = result.model.resources.map((r) => r.name).join(', ');
console.log(`check: ${result.model.resources.length} resources and their fixtures are valid (${names}); the OpenAPI document covers every served route`);
