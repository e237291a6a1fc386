import { basename, join } from 'node:path';
import type { RegistryIssue, RegistryModel, ResourceModel } from '../framework/registry/types';
import { fixtureRecordIssues } from './fixtures/fixtureRecordIssues';
import { readFixtureRecords, type FixtureRead } from './fixtures/readFixtureRecords';
import { compileRecordValidator, type RecordValidator } from './rules/compileRecordValidator';

function validatorOrIssue(resource: ResourceModel): { validator: RecordValidator } | { issue: { pointer: string; message: string } } {
  try {
    return { validator: compileRecordValidator(resource.schema) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { issue: { pointer: '', message: `cannot check: the schema of "${resource.name}" does not compile (${detail})` } };
  }
}

/**
 * Checks the demo data of every resource of `model` in `fixturesDir`: each file is a
 * JSON array of objects, every record validates against its schema, ids are present and
 * unique, references name records of the referenced fixture, unique rules hold.
 * Each issue names the file (`fixtures/x.json`), the JSON pointer (`/3/name`) and the
 * fault. A missing fixture is left to the registry check, which reports it.
 */
export function checkFixtures(model: RegistryModel, fixturesDir: string): RegistryIssue[] {
  const label = (fixture: string): string => `${basename(fixturesDir)}/${fixture}`;
  const reads = new Map<string, FixtureRead>();
  for (const resource of model.resources) {
    if (!reads.has(resource.fixture)) reads.set(resource.fixture, readFixtureRecords(join(fixturesDir, resource.fixture)));
  }

  const idSets = new Map<string, Set<string>>();
  for (const resource of model.resources) {
    const read = reads.get(resource.fixture);
    const records = read?.kind === 'records' ? read.records : [];
    idSets.set(resource.name, new Set(records.map((record) => String(record[resource.api.idField]))));
  }

  const issues: RegistryIssue[] = [];
  const reported = new Set<string>();
  for (const resource of model.resources) {
    const read = reads.get(resource.fixture);
    const file = label(resource.fixture);
    if (!read || read.kind === 'missing') continue;
    if (read.kind === 'broken') {
      const { kind: _kind, ...where } = read;
      if (!reported.has(file)) issues.push({ file, ...where });
      reported.add(file);
      continue;
    }
    const validate = validatorOrIssue(resource);
    if ('issue' in validate) {
      issues.push({ file, ...validate.issue });
      continue;
    }
    const faults = fixtureRecordIssues(resource, read.records, { validate: validate.validator, idsOf: (name) => idSets.get(name) });
    issues.push(...faults.map((fault) => ({ file, ...fault })));
  }
  return issues;
}
