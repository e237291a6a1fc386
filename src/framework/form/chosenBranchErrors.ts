import type { RJSFValidationError } from '@rjsf/utils';

const BRANCH = /\/(oneOf|anyOf)\/(\d+)(?=\/|$)/g;

/** Each `oneOf`/`anyOf` branch an error sits in, as `<path of the combinator>` → branch index. */
function branchesOf(error: RJSFValidationError): Array<[string, number]> {
  const path = error.schemaPath ?? '';
  return [...path.matchAll(BRANCH)].map((match) => [path.slice(0, (match.index ?? 0) + match[1]!.length + 1), Number(match[2])]);
}

/**
 * ajv reports why the value fails every branch of a `oneOf`/`anyOf`; the form shows one
 * branch, the one the value is closest to. Keeps the errors of that branch only: the
 * branch with the fewest errors (the first on a tie), as rjsf picks the option it shows.
 */
export function chosenBranchErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const counts = new Map<string, Map<number, number>>();
  for (const error of errors) {
    for (const [combinator, branch] of branchesOf(error)) {
      const perBranch = counts.get(combinator) ?? new Map<number, number>();
      perBranch.set(branch, (perBranch.get(branch) ?? 0) + 1);
      counts.set(combinator, perBranch);
    }
  }
  const chosen = new Map(
    [...counts].map(([combinator, perBranch]) => [combinator, [...perBranch].sort(([a, countA], [b, countB]) => countA - countB || a - b)[0]![0]]),
  );
  return errors.filter((error) => branchesOf(error).every(([combinator, branch]) => chosen.get(combinator) === branch));
}
