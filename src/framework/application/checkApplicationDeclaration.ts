import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closestName } from '../registry/closestName';
import { schemaFaults } from '../registry/metaSchemaIssues';
import type { RegistryIssue } from '../registry/types';
import type { ApplicationDeclaration } from './applicationDeclaration';
import { ApplicationJsonSchema, type ApplicationJson } from './applicationSchema';

/** A checked application.json: the declaration it holds, or where and why it is not one. */
export type ApplicationDeclarationCheck = { ok: true; declaration: ApplicationDeclaration } | { ok: false; issues: RegistryIssue[] };

let validate: ValidateFunction<ApplicationJson> | undefined;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** An unknown key, at its own place, with the keys its object takes. */
function unknownKey(file: string, error: ErrorObject): RegistryIssue {
  const key = String(error.params.additionalProperty);
  const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const what = error.instancePath === '' ? 'section' : 'key';
  const meant = closestName(key, known);
  return {
    file,
    pointer: `${error.instancePath}/${escape(key)}`,
    message: `unknown ${what} "${key}"${meant ? ` (did you mean "${meant}"?)` : ''}; ${error.instancePath === '' ? 'an application declares' : 'this object takes'}: ${known.join(', ')}`,
  };
}

/** A pattern's fault in the words of its schema's description (`a CSS colour ...`), not the regular expression. */
const described = (error: ErrorObject): ErrorObject => {
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  return error.keyword === 'pattern' && description ? { ...error, message: `must be ${description}` } : error;
};

/**
 * Holds `json` (an application's `application.json`, in `file`) to the engine's declaration: an
 * unknown section or key, or a value of the wrong kind, is an issue with its JSON pointer.
 */
export function checkApplicationDeclaration(json: unknown, file = 'application.json'): ApplicationDeclarationCheck {
  validate ??= new Ajv2020({ allErrors: true, strict: false, verbose: true }).compile<ApplicationJson>(ApplicationJsonSchema);
  if (validate(json)) return { ok: true, declaration: json };
  const errors = validate.errors ?? [];
  const unknown = errors.filter((error) => error.keyword === 'additionalProperties').map((error) => unknownKey(file, error));
  const others = schemaFaults(errors.filter((error) => error.keyword !== 'additionalProperties').map(described)).map((fault) => ({
    file,
    pointer: fault.pointer,
    message: fault.message,
  }));
  return { ok: false, issues: [...unknown, ...others] };
}
