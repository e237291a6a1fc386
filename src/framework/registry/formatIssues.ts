import type { RegistryIssue } from './types';

/** One line per fault: `resources/x.resource.json#/list/columns/2: column "foo" is not ...`. */
export function formatIssues(issues: readonly RegistryIssue[]): string {
  const lines = issues.map((issue) => `  ${issue.file}#${issue.pointer}: ${issue.message}`);
  return `${issues.length} problem${issues.length === 1 ? '' : 's'} in the entity files:\n${lines.join('\n')}`;
}
