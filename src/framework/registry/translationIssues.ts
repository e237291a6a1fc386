import { escapeSegment, joinPointer } from './jsonPointer';
import { placeholders } from './localeIssues';
import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { enumChoices, fieldSchema } from './schemaProperties';
import type { RegistryIssue, SchemaNode, ValueSetModel } from './types';

/** Field names the admin adds to every record, which may carry a label of their own. */
const ADMIN_FIELDS = new Set(['id']);

/**
 * Labels for things that do not exist: a field the schema does not have, a value its enum
 * (or value set) does not hold. Such a label is dead text, usually a typo of the real name.
 */
export function translationIssues(
  definition: ResourceDefinitionFile,
  schema: SchemaNode,
  valueSets: Readonly<Record<string, ValueSetModel>>,
): Omit<RegistryIssue, 'file'>[] {
  const issues: Omit<RegistryIssue, 'file'>[] = [];
  const isField = (field: string) => ADMIN_FIELDS.has(field) || definition.derived?.[field] !== undefined || fieldSchema(schema, field) !== undefined;
  for (const [language, texts] of Object.entries(definition.translations ?? {})) {
    const base = `/translations/${escapeSegment(language)}`;
    for (const field of Object.keys(texts.fields ?? {})) {
      if (!isField(field)) {
        issues.push({
          pointer: `${base}/fields/${escapeSegment(field)}`,
          message: `label for "${field}", which is not a field of ${definition.schema}`,
          hint: 'fix the field name or remove the label',
        });
      }
    }
    for (const [field, labels] of Object.entries(texts.values ?? {})) {
      const pointer = `${base}/values/${escapeSegment(field)}`;
      if (!isField(field)) {
        issues.push({
          pointer,
          message: `value labels for "${field}", which is not a field of ${definition.schema}`,
          hint: 'fix the field name or remove the labels',
        });
        continue;
      }
      const set = valueSets[definition.valueSets?.[field] ?? ''];
      const values = new Set([
        ...enumChoices(fieldSchema(schema, field)).map((choice) => String(choice.value)),
        ...(set?.values.map((entry) => String(entry.value)) ?? []),
      ]);
      if (values.size === 0) {
        issues.push({
          pointer,
          message: `value labels for "${field}", which has no "enum", "oneOf" of consts or value set`,
          hint: 'list the values in the schema or remove the labels',
        });
        continue;
      }
      for (const value of Object.keys(labels)) {
        if (!values.has(value)) {
          issues.push({
            pointer: `${pointer}/${escapeSegment(value)}`,
            message: `label for value "${value}" of "${field}", which is not one of its values (${[...values].join(', ')})`,
            hint: 'fix the value or remove the label',
          });
        }
      }
    }
  }
  return [...issues, ...placeholderIssues(definition.translations ?? {})];
}

/** Texts of a tree by their path (`messages.HAS_LINKS`) with their pointer under `base`. */
function textsOf(tree: unknown, base: string, key = '', out = new Map<string, { pointer: string; text: string }>()) {
  if (typeof tree === 'string') out.set(key, { pointer: base, text: tree });
  else if (tree !== null && typeof tree === 'object')
    for (const [part, child] of Object.entries(tree)) textsOf(child, joinPointer(base, part), key ? `${key}.${part}` : part, out);
  return out;
}

/** A text of another language with other `%{placeholders}` than English's: the one filled in leaves a hole in the other. */
function placeholderIssues(translations: Readonly<Record<string, unknown>>): Omit<RegistryIssue, 'file'>[] {
  const english = textsOf(translations.en, '/translations/en');
  const issues: Omit<RegistryIssue, 'file'>[] = [];
  for (const [language, tree] of Object.entries(translations)) {
    if (language === 'en') continue;
    for (const [key, { pointer, text }] of textsOf(tree, joinPointer('/translations', language))) {
      const reference = english.get(key);
      if (!reference || placeholders(reference.text).join() === placeholders(text).join()) continue;
      issues.push({
        pointer,
        message: `the ${language} text has ${
          placeholders(text)
            .map((name) => `%{${name}}`)
            .join(', ') || 'no placeholder'
        }, en has ${
          placeholders(reference.text)
            .map((name) => `%{${name}}`)
            .join(', ') || 'none'
        } (en: ${JSON.stringify(reference.text)})`,
        hint: 'a placeholder is filled by name: keep the same ones in every language',
      });
    }
  }
  return issues;
}
