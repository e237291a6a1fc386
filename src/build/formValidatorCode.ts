import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { customFormats } from '../framework/formats';
import { formValidationSchema } from '../framework/form/precompiled/formValidationSchema';
import type { ResourceModel } from '../framework/registry/types';

/** The name the compiled code calls the formats table by (see validatorFormats.ts; `_` above spells it out as code). */
const FORMATS = 'validatorFormats';

/**
 * The package modules a compiled validator may import: ajv's runtime helpers its standalone
 * code requires (re2 needs a package of its own, which no form uses; the rest are JTD's only),
 * and ajv-formats' table, which the formats module reads. The dev server bundles them before
 * the first page (formValidatorsPlugin): met first in a form's generated code, each would make
 * it bundle again and reload the page.
 */
export const VALIDATOR_PACKAGE_MODULES = [
  'ajv/dist/runtime/equal.js',
  'ajv/dist/runtime/ucs2length.js',
  'ajv/dist/runtime/uri.js',
  'ajv/dist/runtime/validation_error.js',
  'ajv-formats/dist/formats',
] as const;

/**
 * The source of an ES module holding a resource's form validators, compiled ahead of time
 * (ajv standalone, through rjsf's precompiled-validator support): the page then validates
 * with no `new Function`, so its Content-Security-Policy needs no `'unsafe-eval'`.
 * Exports `rootSchema` and `validateFns`, the two arguments of rjsf's
 * `createPrecompiledValidator`.
 *
 * @param formatsModule - import specifier of the module exporting `validatorFormats`
 */
export function formValidatorCode(resource: ResourceModel, formatsModule: string): string {
  const rootSchema = formValidationSchema(resource);
  const commonJs = compileSchemaValidatorsCode(rootSchema, {
    // The same options as the runtime validator (createSchemaValidator.ts).
    AjvClass: Ajv2020 as never,
    customFormats: customFormats(),
    ajvOptionsOverrides: { strict: false, code: { formats: _`validatorFormats`, lines: false } },
  });
  // ajv's standalone code is CommonJS: its runtime helpers come from `require`, its
  // validators go to `exports`. Both are handed in, the helpers as static imports.
  const required = [...new Set([...commonJs.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]!))];
  // With its extension: ajv has no exports map, and ES modules resolve no bare file name.
  const imports = required.map((id, index) => `import * as runtime${index} from ${JSON.stringify(/\.[cm]?js$/.test(id) ? id : `${id}.js`)};`);
  const table = required.map((id, index) => `${JSON.stringify(id)}: runtime${index}`).join(', ');
  return [
    ...imports,
    `import { ${FORMATS} as declaredFormats } from ${JSON.stringify(formatsModule)};`,
    `const ${FORMATS} = declaredFormats();`,
    `const helpers = { ${table} };`,
    `export const validateFns = ((exports, require) => { ${commonJs}\nreturn exports; })({}, (id) => helpers[id]);`,
    `export const rootSchema = ${JSON.stringify(rootSchema)};`,
    '',
  ].join('\n');
}
