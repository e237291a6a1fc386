import { KNOWN_FORMATS } from '../formats';
import { joinPointer } from './jsonPointer';
import { schemaMetaValidator } from './metaValidators';
import type { RegistryIssue } from './types';
import { walkSchema } from './walkSchema';

/** A schema file on its own: valid JSON Schema 2020-12, and every `format` one the admin can check. */
export function checkSchemaDocument(file: string, document: unknown): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return [{ file, pointer: '', message: 'a schema file must hold one JSON object' }];
  }
  const validate = schemaMetaValidator();
  if (!validate(document)) {
    for (const error of validate.errors ?? []) {
      issues.push({ file, pointer: error.instancePath, message: `not a valid JSON Schema: ${error.message ?? error.keyword}` });
    }
  }
  walkSchema(document, (node, pointer) => {
    if (node.format !== undefined && !(typeof node.format === 'string' && KNOWN_FORMATS.includes(node.format))) {
      issues.push({
        file,
        pointer: joinPointer(pointer, 'format'),
        message: `unknown format "${String(node.format)}"; known formats: ${KNOWN_FORMATS.join(', ')}`,
      });
    }
  });
  return issues;
}
