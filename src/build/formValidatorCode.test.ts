import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { editableFields } from '../framework/form/buildFormSchema';
import { schemaValidator } from '../framework/form/createSchemaValidator';
import { localizeSchema } from '../framework/form/localizeSchema';
import { buildFormSchema } from '../framework/form/buildFormSchema';
import { annotationFreeValidator } from '../framework/form/precompiled/annotationFreeValidator';
import type { PrecompiledFormValidators } from '../framework/form/precompiled/formValidatorLoaders';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { formValidatorCode, VALIDATOR_PACKAGE_MODULES } from './formValidatorCode';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error('the project registry has faults');
const withForm = loaded.model.resources.filter((resource) => resource.operations.includes('create') || resource.operations.includes('edit'));
const FORMATS = join(import.meta.dirname, '..', 'framework', 'form', 'precompiled', 'validatorFormats.ts');
// Inside the project, so the compiled module's imports (ajv's helpers) resolve as in the build.
const dir = mkdtempSync(join(process.cwd(), '.form-validators-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The words of the page do not matter to validation: a translation that shouts. */
const shout = (key: string) => key.toUpperCase();

/** Variants of a record that break it in the ways a user can: each field emptied, each given a wrong type. */
function variants(record: Record<string, unknown>, fields: string[]): Record<string, unknown>[] {
  return fields.flatMap((field) => [
    Object.fromEntries(Object.entries(record).filter(([key]) => key !== field)),
    { ...record, [field]: 12 },
    { ...record, [field]: 'x' },
    { ...record, [field]: [{}] },
  ]);
}

describe('form validators compiled at build time', () => {
  it.each(withForm.map((resource) => [resource.name, resource] as const))(
    '%s: the same verdicts and errors as ajv compiling in the page',
    async (name, resource) => {
      const file = join(dir, `${name}.mjs`);
      writeFileSync(file, formValidatorCode(resource, FORMATS));
      const module = (await import(file)) as PrecompiledFormValidators;
      const precompiled = annotationFreeValidator(createPrecompiledValidator<Record<string, unknown>>(module.validateFns, module.rootSchema), (error) => {
        throw error;
      });
      const schema = localizeSchema(buildFormSchema(resource), name, shout) as RJSFSchema;
      const fields = editableFields(resource);
      const fixtures = resource.fixture
        ? (JSON.parse(readFileSync(join(process.cwd(), 'fixtures', resource.fixture), 'utf8')) as Record<string, unknown>[])
        : [];
      const records = fixtures.slice(0, 5).map((record) => Object.fromEntries(fields.flatMap((field) => (field in record ? [[field, record[field]]] : []))));
      for (const record of [{}, ...records, ...records.slice(0, 1).flatMap((first) => variants(first, fields))]) {
        const expected = schemaValidator.validateFormData(record, schema);
        const actual = precompiled.validateFormData(record, schema);
        expect(
          actual.errors.map((error) => [error.property, error.name]),
          JSON.stringify(record),
        ).toEqual(expected.errors.map((error) => [error.property, error.name]));
      }
    },
  );
});

describe('the package modules a compiled validator loads', () => {
  /** The specifiers a module's code imports from packages (not relative, not absolute). */
  const packageImports = (code: string) => [...code.matchAll(/^import .+ from ["']([^"'./][^"']*)["'];?$/gm)].map((match) => match[1]!);
  const bundledAhead: readonly string[] = VALIDATOR_PACKAGE_MODULES;

  it('are all bundled ahead by the dev server: no form met first makes it bundle again and reload the page', () => {
    const imported = new Set([
      ...withForm.flatMap((resource) => packageImports(formValidatorCode(resource, FORMATS))),
      ...packageImports(readFileSync(FORMATS, 'utf8')),
    ]);
    expect([...imported].filter((id) => !bundledAhead.includes(id))).toEqual([]);
  });

  it('each exists as written', () => {
    const require = createRequire(import.meta.url);
    const resolves = (id: string) => {
      try {
        return require.resolve(id) !== '';
      } catch {
        return false;
      }
    };
    expect(bundledAhead.filter((id) => !resolves(id))).toEqual([]);
  });
});
