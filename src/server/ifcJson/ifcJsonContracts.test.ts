import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CREATE_IFC_PENDENCY, IFC_JSON_CALLS, PENDENCY_CLASSIFICATIONS, PENDENCY_STATUSES } from '../../contracts/ifcJson';
import { successStatus, type CallContract } from '../../framework/contracts/callContract';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import { IFC_JSON_ENTRIES, sampleUrl, type IfcJsonEntry } from '../../pages/docs/ifcJson/ifcJsonEntries';

/* The `/api/v1` contracts against the IFC-JSON specifications page: its entries, its schemas (schemas/ifcjson/) and its samples. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const pendency = registry.model.resources.find((resource) => resource.name === 'pendency');

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const readJson = (...path: string[]): unknown => JSON.parse(readFileSync(join(root, ...path), 'utf8'));
const contractOf = (entry: IfcJsonEntry): CallContract | undefined =>
  IFC_JSON_CALLS.find((call) => call.method === entry.method && `/api/${call.path}` === entry.path);
const answerOf = (contract: CallContract) => {
  const answer = contract.answers[successStatus(contract)];
  if (!answer || !('json' in answer)) throw new Error(`${contract.path} answers no JSON`);
  return answer.json as unknown as { properties: { data: { items: ObjectSchema } } };
};
const shape = (schema: ObjectSchema) => ({
  properties: Object.keys(schema.properties).sort(),
  required: [...(schema.required ?? [])].sort(),
  closed: schema.additionalProperties === false,
});

describe('the /api/v1 contracts', () => {
  it('are the entries of the IFC-JSON specifications page, one each', () => {
    expect(IFC_JSON_ENTRIES.map((entry) => contractOf(entry)?.path ?? `${entry.method} ${entry.path}: no contract`)).toEqual(
      IFC_JSON_ENTRIES.map((entry) => entry.path.replace(/^\/api\//, '')),
    );
    expect(IFC_JSON_CALLS).toHaveLength(IFC_JSON_ENTRIES.length);
  });

  it.each(IFC_JSON_ENTRIES.map((entry) => [entry.key, entry] as const))("%s: answers objects of its entry's schema, and its sample", (_key, entry) => {
    const contract = contractOf(entry) as CallContract;
    const answer = answerOf(contract);
    expect(shape(answer.properties.data.items)).toEqual(shape(readJson('schemas', 'ifcjson', entry.itemSchema) as ObjectSchema));
    const sample = readJson('public', sampleUrl(entry));
    expect(ajv.validate(answer, sample), ajv.errorsText()).toBe(true);
    if (entry.hasRequestSample)
      expect(
        ajv.validate(contract.body && 'json' in contract.body ? contract.body.json : false, readJson('public', sampleUrl(entry, 'request'))),
        ajv.errorsText(),
      ).toBe(true);
  });

  it("mark the pendency's own references, so the document says which records their ids must name", () => {
    type Marked = { 'x-reference'?: string; items?: { 'x-reference'?: string } };
    const fields = Object.entries(CREATE_IFC_PENDENCY.body.json.properties as Record<string, Marked>);
    const marked = fields.flatMap(([field, schema]): [string, string][] => {
      if (schema['x-reference']) return [[field, schema['x-reference']]];
      return schema.items?.['x-reference'] ? [[`${field}[]`, schema.items['x-reference']]] : [];
    });
    // The pendency's contract is the scope tree's, not the external system's to write (like its project): not in the body.
    const written = new Set(fields.flatMap(([field]) => [field, `${field}[]`]));
    expect(Object.fromEntries(marked)).toEqual(
      Object.fromEntries(
        Object.entries(pendency?.references ?? {})
          .filter(([field]) => written.has(field))
          .map(([field, { resource }]) => [field, resource]),
      ),
    );
    expect(written.has('contractId')).toBe(false);
  });

  it("name the pendency's own classifications and statuses", () => {
    expect(enumChoices(propertySchema(pendency?.schema ?? {}, 'classification')).map((choice) => choice.value)).toEqual([...PENDENCY_CLASSIFICATIONS]);
    expect(pendency?.valueSetModels?.status?.values.map((entry) => entry.value)).toEqual([...PENDENCY_STATUSES]);
  });
});
