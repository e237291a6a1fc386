import { declaredApi, defaultIdField } from './apiSection';
import { joinPointer } from './jsonPointer';
import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { ownRuleBroken } from './schemaRuleIssues';
import { propertySchema } from './schemaProperties';
import type { RegistryIssue, SchemaNode } from './types';

/**
 * Rules of a definition that no create can satisfy: a generated code (`generatedCodes`)
 * its own field's schema refuses, and a create form that leaves out a required field
 * the user must give (not read-only, no default, not filled by the server).
 */
export function createRuleIssues(file: string, definition: ResourceDefinitionFile, schema: SchemaNode): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  for (const [field, code] of Object.entries(definition.generatedCodes ?? {})) {
    const node = propertySchema(schema, field);
    if (!node) continue;
    for (const number of [1, 10 ** code.digits - 1]) {
      const sample = `${code.prefix}${String(number).padStart(code.digits, '0')}`;
      const broken = ownRuleBroken(node, sample);
      if (broken) {
        issues.push({
          file,
          pointer: joinPointer('/generatedCodes', field),
          message: `the generated code "${sample}" ${broken} (${definition.schema}#/properties/${field}): every create would be refused`,
          hint: 'make the prefix and digits fit the field, or the field fit the codes',
        });
        break;
      }
    }
  }
  const operations = definition.operations ?? ['create'];
  const fields = definition.form?.fields;
  if (!operations.includes('create') || definition.viewOf !== undefined || fields === undefined) return issues;
  const shown = new Set([...fields, ...(definition.form?.sections ?? []).flatMap((section) => section.fields)]);
  // A form naming a field the schema lacks is named as such (nameIssues): a typo, not a hidden field.
  if ([...shown].some((field) => !(field in (schema.properties ?? {})))) return issues;
  const filled = new Set<string>([
    definition.api.idField ?? defaultIdField(definition.api.style ?? declaredApi().defaultStyle),
    'id',
    ...Object.values(definition.timestamps ?? {}),
    ...Object.keys(definition.generatedCodes ?? {}),
  ]);
  for (const field of Array.isArray(schema.required) ? schema.required : []) {
    const node = propertySchema(schema, field);
    if (!node || shown.has(field) || filled.has(field) || node.readOnly === true || 'default' in node || 'const' in node) continue;
    issues.push({
      file,
      pointer: '/form/fields',
      message: `required field "${field}" is in no form field or section, has no default and the server does not fill it: no create can be saved`,
      hint: `add "${field}" to form.fields, give it a "default" in ${definition.schema}, or make it optional`,
    });
  }
  return issues;
}
