import { memoByJson } from './memoByJson';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { declaredMetaSchemaNames, resourceDefinitionMetaSchema, valueSetMetaSchemaOf } from './metaSchemas/definitionMetaSchemas';

// One ajv for the registry's own checks; compiled lazily so importing the model costs nothing.
let ajv: Ajv2020 | undefined;
// Compiled per application's names (a test file may declare another application).
const resourceValidators = new Map<string, ValidateFunction>();
const valuesValidators = new Map<string, ValidateFunction>();
let compiled = 0;

/** The validator of `schema` for these names, compiled once (its `$id` made unique per names, which ajv requires). */
function compiledFor(cache: Map<string, ValidateFunction>, schemaOf: (names: ReturnType<typeof declaredMetaSchemaNames>) => object): ValidateFunction {
  const names = declaredMetaSchemaNames();
  const key = JSON.stringify(names);
  let validate = cache.get(key);
  if (!validate) {
    const schema = schemaOf(names) as { $id?: string };
    compiled += 1;
    validate = registryAjv().compile({ ...schema, $id: `${compiled}-${schema.$id ?? 'meta.json'}` });
    cache.set(key, validate);
  }
  return validate;
}

function registryAjv(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    // The meta-schema's own annotation: the kind of name a key holds (see nameIssues.ts).
    ajv.addKeyword({ keyword: 'x-names', schemaType: 'string' });
  }
  return ajv;
}

/** Validates a document against the JSON Schema 2020-12 meta-schema. */
export function schemaMetaValidator(): ValidateFunction {
  const instance = registryAjv();
  const validate = instance.getSchema('https://json-schema.org/draft/2020-12/schema');
  if (!validate) throw new Error('ajv has no 2020-12 meta-schema');
  return validate;
}

/** Validates a resource definition against the engine's meta-schema (metaSchemas/resource.schema.json) with the application's names. */
export function resourceDefinitionValidator(): ValidateFunction {
  return compiledFor(resourceValidators, resourceDefinitionMetaSchema);
}

/** Validates a value set against metaSchemas/values.schema.json with the application's languages. */
export function valueSetValidator(): ValidateFunction {
  return compiledFor(valuesValidators, valueSetMetaSchemaOf);
}

let compileAjv: Ajv2020 | undefined;

/**
 * Why ajv cannot compile an entity schema (a `pattern` that is no regular expression, a
 * `$ref` ajv cannot follow ...), or undefined when it compiles. The API and the forms
 * compile it the same way, so a schema passing here never fails there.
 * The answer is remembered per schema text (memoByJson).
 */
export const schemaCompileFault = memoByJson((schema: object): string | undefined => {
  const { $id: _id, ...anonymous } = schema as Record<string, unknown>;
  compileAjv ??= new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  try {
    compileAjv.compile(anonymous);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    // Ajv keeps every schema it compiled; a long-lived check (the dev server) would keep every version of every file.
    compileAjv.removeSchema(anonymous);
  }
});
