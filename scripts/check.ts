/**
 * `npm run check`: every entity file of the project, checked the way the build and the
 * demo API check them, plus the fixtures against their schemas and every route of the
 * demo API against its OpenAPI document; then each application of `apps/` under its own
 * declaration. Exit 1 on any fault.
 */
import '../src/productApplication';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatIssues } from '../src/framework/registry/formatIssues';
import { checkProject } from '../src/build/checkProject';
import { documentFaults } from '../src/server/openapi/documentFaults';
import { RouteClashError } from '../src/server/routes/duplicateRoutes';
import { ApplicationDeclarationError, checkApplication, declareApplicationAt } from '../src/server/applicationRoot';

const root = process.argv[2] ?? process.cwd();
const result = checkProject(root);
if (!result.ok) {
  console.error(formatIssues(result.issues));
  process.exit(1);
}
let faults: ReturnType<typeof documentFaults>;
try {
  faults = documentFaults(result.model, join(root, 'fixtures'));
} catch (error) {
  if (!(error instanceof RouteClashError)) throw error;
  console.error(`${error.message}\nGive each call one place: a resource's path, or a hand-written route of one feature.`);
  process.exit(1);
}
if (faults.misdeclared.length > 0) {
  console.error(
    `These calls' contracts (src/contracts) name who may make them by a resource or action the registry does not have; name one of resources/*.resource.json:\n${faults.misdeclared.map((fault) => `  ${fault}`).join('\n')}`,
  );
  process.exit(1);
}
if (faults.undocumented.length > 0) {
  console.error(
    `The OpenAPI document misses these served routes; run each from its contract (src/contracts, contractRoute):\n${faults.undocumented.map((route) => `  ${route}`).join('\n')}`,
  );
  process.exit(1);
}
const names = result.model.resources.map((r) => r.name).join(', ');
console.log(
  `check: ${result.model.resources.length} resources and their fixtures are valid (${names}); the OpenAPI document covers every served route, and every call's access names a real resource and action`,
);

// The applications built from the engine alone (apps/<name>), each read with its own roles and languages.
const appsDir = join(root, 'apps');
for (const name of existsSync(appsDir) ? readdirSync(appsDir).sort() : []) {
  if (!existsSync(join(appsDir, name, 'application.json'))) continue;
  try {
    declareApplicationAt(join(appsDir, name));
  } catch (error) {
    if (!(error instanceof ApplicationDeclarationError)) throw error;
    console.error(formatIssues(error.issues.map((issue) => ({ ...issue, file: `apps/${name}/${issue.file}` }))));
    process.exit(1);
  }
  const checked = checkApplication(join(appsDir, name));
  if (!checked.ok) {
    console.error(formatIssues(checked.issues.map((issue) => ({ ...issue, file: `apps/${name}/${issue.file}` }))));
    process.exit(1);
  }
  console.log(
    `check: apps/${name}: ${checked.model.resources.length} resources and their fixtures are valid (${checked.model.resources.map((r) => r.name).join(', ')})`,
  );
}
