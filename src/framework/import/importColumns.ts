import { declaredLocales, type Locale } from '../i18n/resolveLocale';
import { enumChoices, propertySchema, valueKind } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import type { ImportColumnDefinition } from './importDefinition';

/** How a column's cell text becomes a value. */
export type ImportKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'dateTime' | 'enum' | 'reference';

export interface ImportChoice {
  value: string | number | boolean;
  /** What the sheet shows and the drop-down offers: the translated label. */
  label: string;
}

/** One column of an import, resolved from the resource definition and the schema. */
export interface ImportColumn {
  field: string;
  /** Header in the asked language. */
  header: string;
  /** Every header the column is recognised by: its label in each language and the field name. */
  aliases: string[];
  kind: ImportKind;
  required: boolean;
  /** Enum columns: the values, labelled in the asked language. */
  choices: ImportChoice[];
  /** Reference columns: the resource and the field the sheet names records by. */
  reference?: { resource: string; by: string };
  example?: string | number | boolean;
  /** The parent column of a hierarchy import (`import.parent`): read as text, linked after the rows are checked, never a field of the record. */
  parentLink?: true;
}

const KIND_OF_VALUE: Readonly<Record<string, ImportKind>> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'dateTime',
  enum: 'enum',
};

function labelOf(resource: ResourceModel, locale: string, field: string): string | undefined {
  return resource.translations[locale]?.fields?.[field];
}

/** A header as compared: trimmed, lower case, without the required marker. */
export function headerKey(text: string): string {
  return text
    .replace(/\s*\*\s*$/, '')
    .trim()
    .toLowerCase();
}

function resolveColumn(resource: ResourceModel, definition: ImportColumnDefinition, locale: Locale): ImportColumn {
  const { field } = definition;
  const node = propertySchema(resource.schema, field);
  const reference = resource.references[field];
  const required = (resource.schema.required ?? []).includes(field);
  const kind: ImportKind = reference ? 'reference' : (KIND_OF_VALUE[valueKind(node)] ?? 'text');
  const header = labelOf(resource, locale, field) ?? node?.title ?? field;
  const aliases = new Set([field, header, ...declaredLocales().map((other) => labelOf(resource, other, field) ?? header)].map(headerKey));
  const values = resource.translations[locale]?.values?.[field] ?? {};
  const choices = kind === 'enum' ? enumChoices(node).map((choice) => ({ value: choice.value, label: values[String(choice.value)] ?? choice.title })) : [];
  return {
    field,
    header: required ? `${header} *` : header,
    aliases: [...aliases],
    kind,
    required,
    choices,
    ...(reference ? { reference: { resource: reference.resource, by: definition.by ?? '_id' } } : {}),
    ...(definition.example !== undefined ? { example: definition.example } : {}),
  };
}

/**
 * The columns of `resource`'s spreadsheet import in `locale`: the ones its definition
 * declares (`import.columns`), typed by the schema, then its parent column when it has
 * one (`import.parent`). Empty when the resource is not importable.
 */
export function importColumns(resource: ResourceModel, locale: Locale): ImportColumn[] {
  const columns = (resource.import?.columns ?? []).map((definition) => resolveColumn(resource, definition, locale));
  const parent = resource.import?.parent;
  if (!parent) return columns;
  const header = parent.header[locale] ?? parent.column;
  const aliases = new Set([parent.column, ...declaredLocales().map((other) => parent.header[other] ?? header)].map(headerKey));
  return [...columns, { field: parent.column, header, aliases: [...aliases], kind: 'text', required: false, choices: [], example: '', parentLink: true }];
}
