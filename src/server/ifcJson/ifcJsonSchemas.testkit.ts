import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { customFormats } from '../../framework/formats';

/** Checks an IFC-JSON document whose `data` objects follow `itemSchema` (a file of schemas/ifcjson/); answers the faults, none when it conforms. */
export type IfcJsonDocumentCheck = (itemSchema: string, document: unknown) => string[];

const readSchemas = (dir: string): object[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as object);

/**
 * The checker of the `/api/v1` answers and their samples, over the entity schemas of
 * `schemas/` and the sample shapes of `schemas/ifcjson/` (which point into them), so a
 * change to an entity reaches both.
 */
export function ifcJsonDocumentCheck(root: string): IfcJsonDocumentCheck {
  // strict: false because entity schemas carry registry annotations ajv does not know.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats())) ajv.addFormat(name, check);
  for (const schema of [...readSchemas(join(root, 'schemas')), ...readSchemas(join(root, 'schemas', 'ifcjson'))]) ajv.addSchema(schema);
  return (itemSchema, document) => {
    const validate = ajv.compile({ allOf: [{ $ref: 'ifcjson-document.schema.json' }, { properties: { data: { items: { $ref: itemSchema } } } }] });
    return validate(document)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
