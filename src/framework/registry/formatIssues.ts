import { foldIssues } from './foldIssues';
import type { RegistryIssue } from './types';

/** Where a fault is: `file:line:column` for a place in the text, `file#/json/pointer` otherwise. */
export function issueLocation(issue: RegistryIssue): string {
  return issue.line !== undefined ? `${issue.file}:${issue.line}:${issue.column ?? 1}` : `${issue.file}#${issue.pointer}`;
}

/**
 * One line per fault, with what to do about it; faults that follow from another file's
 * fault folded into one line under it:
 *
 * ```
 * 2 problems in the entity files:
 *   resources/x.resource.json#/list/columns/2: column "foo" is not a property of x.schema.json (...)
 *   schemas/common.schema.json:4:3: invalid JSON: a property name in double quotes is expected here. Fix: remove the trailing comma ...
 *     (and 12 faults that follow from it in 5 files: schemas/a.schema.json, ...)
 * ```
 */
export function formatIssues(issues: readonly RegistryIssue[]): string {
  const folded = foldIssues(issues);
  const lines: string[] = [];
  for (const { issue, followOns } of folded) {
    const at = issue.line !== undefined && issue.pointer !== '' ? ` (at ${issue.pointer})` : '';
    lines.push(`  ${issueLocation(issue)}: ${issue.message}${at}${issue.hint ? `. Fix: ${issue.hint}` : ''}`);
    if (followOns.length > 0) {
      const files = [...new Set(followOns.map((followOn) => followOn.file))];
      const count = followOns.length;
      lines.push(
        `    (and ${count} fault${count === 1 ? '' : 's'} that follow${count === 1 ? 's' : ''} from it in ${files.length} file${files.length === 1 ? '' : 's'}: ${files.join(', ')})`,
      );
    }
  }
  const count = folded.length;
  return `${count} problem${count === 1 ? '' : 's'} in the entity files:\n${lines.join('\n')}`;
}
