/**
 * `npm run check`: every entity file of the project, checked the way the build and the
 * demo API check them, plus the fixtures against their schemas. Exit 1 on any fault.
 */
import { formatIssues } from '../src/framework/registry/formatIssues';
import { checkProject } from '../src/server/checkProject';

const root = process.argv[2] ?? process.cwd();
const result = checkProject(root);
if (!result.ok) {
  console.error(formatIssues(result.issues));
  process.exit(1);
}
const names = result.model.resources.map((r) => r.name).join(', ');
console.log(`check: ${result.model.resources.length} resources and their fixtures are valid (${names})`);
