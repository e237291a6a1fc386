import type { RegistryIssue } from './types';

export interface FoldedIssue {
  issue: RegistryIssue;
  /** Faults in other files that follow from this one (its file's first fault carries them). */
  followOns: RegistryIssue[];
}

/**
 * Every fault once, each fault caused by another file's fault folded under that file's
 * first fault: one broken file reads as one fault, not dozens of lines about the files
 * that use it. Faults whose cause has no fault of its own stay on their own.
 */
export function foldIssues(issues: readonly RegistryIssue[]): FoldedIssue[] {
  const seen = new Set<string>();
  const unique = issues.filter((issue) => {
    const key = `${issue.file}\u0000${issue.pointer}\u0000${issue.line ?? ''}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const faulty = new Set(unique.filter((issue) => issue.cause === undefined || issue.cause === issue.file).map((issue) => issue.file));
  const folded: FoldedIssue[] = [];
  const firstOfFile = new Map<string, FoldedIssue>();
  const pending: RegistryIssue[] = [];
  for (const issue of unique) {
    if (issue.cause !== undefined && issue.cause !== issue.file && faulty.has(issue.cause)) {
      pending.push(issue);
      continue;
    }
    const entry = { issue, followOns: [] };
    folded.push(entry);
    if (!firstOfFile.has(issue.file)) firstOfFile.set(issue.file, entry);
  }
  for (const issue of pending) firstOfFile.get(issue.cause ?? '')?.followOns.push(issue);
  return folded;
}
