import type { ErrorObject } from 'ajv';
import type { RegistryIssue } from './types';

/** Errors of the branches of a failed `oneOf`/`anyOf`, by branch number. */
function branchesOf(failed: ErrorObject, errors: readonly ErrorObject[]): Map<number, ErrorObject[]> {
  const prefix = `${failed.schemaPath}/`;
  const branches = new Map<number, ErrorObject[]>();
  for (const error of errors) {
    if (!error.schemaPath.startsWith(prefix)) continue;
    const branch = Number(error.schemaPath.slice(prefix.length).split('/')[0]);
    if (!Number.isInteger(branch)) continue;
    branches.set(branch, [...(branches.get(branch) ?? []), error]);
  }
  // A choice reached through a `$ref` (`#/$defs/badgeColor/enum`) has a schema path outside the
  // branch: it belongs to the branch that got that far, kept as a branch of its own.
  const inside = (error: ErrorObject) => error.instancePath === failed.instancePath || error.instancePath.startsWith(`${failed.instancePath}/`);
  const orphans = errors.filter((error) => error !== failed && isChoice(error) && inside(error) && !error.schemaPath.startsWith(prefix));
  if (branches.size > 0 && orphans.length > 0) branches.set(-1, orphans);
  return branches;
}

const isChoice = (error: ErrorObject) => error.keyword === 'const' || error.keyword === 'enum';

function allowedOf(error: ErrorObject): unknown[] {
  if (error.keyword === 'const') return [error.params.allowedValue];
  return Array.isArray(error.params.allowedValues) ? (error.params.allowedValues as unknown[]) : [];
}

/** A branch of the wrong JSON type (a string where an object was given) is not the one meant. */
const wrongType = (failed: ErrorObject, errors: readonly ErrorObject[]) =>
  errors.some((error) => error.keyword === 'type' && error.instancePath === failed.instancePath);

/** A branch whose discriminator (`kind`: a const or enum) fails is not the one meant either. */
const missesDiscriminator = (errors: readonly ErrorObject[]) => errors.some(isChoice);

export interface SchemaFault {
  pointer: string;
  message: string;
  keyword: string;
}

/**
 * ajv's errors, one per fault. Where a `oneOf`/`anyOf` fails, ajv reports every branch;
 * only the branch the author most likely meant is kept (of the right JSON type, with a
 * matching `kind`, with the fewest errors). When every branch fails on the same choice
 * (an unknown action `kind`, a value outside a `oneOf` of consts), one fault lists every
 * allowed value.
 */
export function schemaFaults(errors: readonly ErrorObject[]): SchemaFault[] {
  const dropped = new Set<ErrorObject>();
  const merged: SchemaFault[] = [];
  for (const error of errors) {
    if ((error.keyword !== 'oneOf' && error.keyword !== 'anyOf') || dropped.has(error)) continue;
    const branches = [...branchesOf(error, errors).values()];
    if (branches.length === 0) continue;
    dropped.add(error);
    const typed = branches.filter((branch) => !wrongType(error, branch));
    const choices = typed.map((branch) => branch.filter(isChoice));
    const discriminator = choices[0]?.[0]?.instancePath;
    if (typed.length > 0 && discriminator !== undefined && choices.every((found) => found.some((choice) => choice.instancePath === discriminator))) {
      const allowed = [...new Set(choices.flatMap((found) => found.filter((choice) => choice.instancePath === discriminator).flatMap(allowedOf)))];
      merged.push({ pointer: discriminator, keyword: 'enum', message: `must be one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` });
      for (const branch of branches) for (const each of branch) dropped.add(each);
      continue;
    }
    const ranked = [...branches].sort(
      (a, b) =>
        Number(wrongType(error, a)) - Number(wrongType(error, b)) || Number(missesDiscriminator(a)) - Number(missesDiscriminator(b)) || a.length - b.length,
    );
    for (const rejected of ranked.slice(1)) for (const each of rejected) if (!ranked[0]!.includes(each)) dropped.add(each);
  }
  const kept = errors
    .filter((error) => !dropped.has(error))
    .map((error) => {
      const extra = error.keyword === 'additionalProperties' ? ` "${String(error.params.additionalProperty)}"` : '';
      const allowed = isChoice(error)
        ? `: ${allowedOf(error)
            .map((value) => JSON.stringify(value))
            .join(', ')}`
        : '';
      return { pointer: error.instancePath, keyword: error.keyword, message: `${error.message ?? error.keyword}${extra}${allowed}` };
    });
  return [...merged, ...kept];
}

/** `schemaFaults` as registry issues of `file`. */
export function metaSchemaIssues(file: string, errors: readonly ErrorObject[], prefix = ''): RegistryIssue[] {
  return schemaFaults(errors).map((fault) => ({ file, pointer: fault.pointer, message: `${prefix}${fault.message}` }));
}
