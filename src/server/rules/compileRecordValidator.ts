import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { customFormats } from '../../framework/formats';
import { memoByJson } from '../../framework/registry/memoByJson';
import type { SchemaNode } from '../../framework/registry/types';

/** Checks a value against one entity schema; an empty list means valid. */
export type RecordValidator = (value: unknown) => ErrorObject[];

/**
 * Compiles an entity schema with the validator the forms use: JSON Schema 2020-12, every
 * error (`allErrors`), the standard formats plus the custom `cpf`, `cnpj` and `email`.
 * Each schema gets its own Ajv so two entity schemas never clash on `$id`.
 * Throws when the schema does not compile (the registry check catches that first). A schema
 * compiled before is not compiled again (memoByJson).
 */
export const compileRecordValidator = memoByJson((schema: SchemaNode): RecordValidator => {
  // strict: false because schemas carry registry annotations ajv does not know. The registry
  // held the schema to the meta-schema already (checkSchemaDocument); checking it again here
  // would compile the meta-schema once per entity, a tenth of a check's time and of a start's.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats())) ajv.addFormat(name, check);
  const validate = ajv.compile(schema);
  return (value) => (validate(value) ? [] : [...(validate.errors ?? [])]);
});
