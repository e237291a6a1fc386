import { knownFormats } from '../formats';
import { joinPointer } from './jsonPointer';
import { metaSchemaIssues } from './metaSchemaIssues';
import { schemaMetaValidator } from './metaValidators';
import type { RegistryIssue, SchemaNode } from './types';

/** The one dialect the admin's validators load. */
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
import { schemaRuleIssues } from './schemaRuleIssues';
import { walkSchema } from './walkSchema';

/**
 * A schema file on its own: valid JSON Schema 2020-12 with no keyword it does not define,
 * rules that can all hold, and every `format` one the admin can check.
 */
export function checkSchemaDocument(file: string, document: unknown): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return [{ file, pointer: '', message: 'a schema file must hold one JSON object' }];
  }
  const validate = schemaMetaValidator();
  if (!validate(document)) {
    issues.push(...metaSchemaIssues(file, validate.errors ?? [], 'not a valid JSON Schema: '));
  }
  const root = document as SchemaNode;
  if (root.$schema !== undefined && root.$schema !== DIALECT) {
    issues.push({
      file,
      pointer: '/$schema',
      message: `unsupported "$schema" ${JSON.stringify(root.$schema)}: the admin reads JSON Schema 2020-12 only`,
      hint: `write "$schema": "${DIALECT}"`,
    });
  }
  const name = file.replace(/^.*\//, '');
  if (root.$id !== undefined && root.$id !== name) {
    issues.push({
      file,
      pointer: '/$id',
      message: `"$id" ${JSON.stringify(root.$id)} is not the file's name; other schemas reach this one as "${name}"`,
      hint: `write "$id": "${name}" (or leave "$id" out)`,
    });
  }
  issues.push(...schemaRuleIssues(file, document));
  walkSchema(document, (node, pointer) => {
    if (Array.isArray(node.required) && node.properties && typeof node.properties === 'object') {
      node.required.forEach((field, i) => {
        if (typeof field === 'string' && !(field in (node.properties as object))) {
          issues.push({
            file,
            pointer: joinPointer(pointer, 'required', i),
            message: `required field "${field}" is not in "properties" (${Object.keys(node.properties as object).join(', ')})`,
            hint: 'fix the name, or add the property; as written no record can ever be valid',
          });
        }
      });
    }
    if (node.format !== undefined && !(typeof node.format === 'string' && knownFormats().includes(node.format))) {
      issues.push({
        file,
        pointer: joinPointer(pointer, 'format'),
        message: `unknown format "${String(node.format)}"; known formats: ${knownFormats().join(', ')}`,
      });
    }
  });
  return issues;
}
