import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { crossCheckActions } from './crossCheckActions';
import { representationFields } from './recordLabel';
import { enumChoices, fieldSchema, propertyNames, valueKind, type ValueKind } from './schemaProperties';
import { translationIssues } from './translationIssues';
import type { RegistryIssue, SchemaNode, ValueSetModel } from './types';

export interface CrossCheckContext {
  /** Entity schema of every resource, by resource name. */
  schemasByResource: ReadonlyMap<string, SchemaNode>;
  /** Fixture files present, when known. */
  fixtures?: readonly string[];
  /** Value sets by name. */
  valueSets?: Readonly<Record<string, ValueSetModel>>;
  /** Resources whose own files have faults, by name → their file: naming one is a follow-on fault. */
  brokenResources?: ReadonlyMap<string, string>;
  /** Value sets whose file has faults, by name → file. */
  brokenValueSets?: ReadonlyMap<string, string>;
}

/** Which value kinds each filter kind can filter (a reference is checked on its own). */
const FILTER_KINDS: Readonly<Record<string, readonly ValueKind[]>> = {
  text: ['string', 'unknown'],
  enum: ['enum'],
  number: ['number', 'integer'],
  boolean: ['boolean'],
  dateRange: ['date', 'dateTime'],
};

/**
 * Checks what the meta-schema cannot: that every field a definition names is a property of
 * its schema, and every resource it names exists. Each issue points into the definition.
 */
export function crossCheckResource(
  file: string,
  definition: ResourceDefinitionFile,
  schema: SchemaNode,
  context: CrossCheckContext,
): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const known = new Set(propertyNames(schema));
  const fieldList = [...known].join(', ');
  const add = (pointer: string, message: string, extra: { hint?: string; cause?: string } = {}) => issues.push({ file, pointer, message, ...extra });
  const needField = (field: string, pointer: string, what: string) => {
    if (!known.has(field)) add(pointer, `${what} "${field}" is not a property of ${definition.schema} (properties: ${fieldList})`);
  };
  const needPath = (path: string, pointer: string, what: string) => {
    if (!fieldSchema(schema, path)) add(pointer, `${what} "${path}" is not a field of ${definition.schema}`);
  };
  const needResource = (name: string, pointer: string) => {
    const broken = context.brokenResources?.get(name);
    if (broken && !context.schemasByResource.has(name)) {
      add(pointer, `resource "${name}" has faults of its own (${broken})`, { cause: broken });
      return;
    }
    if (!context.schemasByResource.has(name)) {
      add(pointer, `resource "${name}" does not exist (resources: ${[...context.schemasByResource.keys()].join(', ')})`);
    }
  };

  const expected = file.replace(/^.*\//, '').replace(/\.resource\.json$/, '');
  if (definition.name !== expected) add('/name', `name "${definition.name}" must match the file name "${expected}.resource.json"`);
  if (schema.type !== 'object' || !schema.properties) {
    // Every field the definition names would be "not a property": say the one fault.
    add('/schema', `${definition.schema} must describe an object with "properties"`, { hint: 'an entity schema is "type": "object" with its fields under "properties"' });
    return issues;
  }

  for (const key of ['columns', 'optionalColumns'] as const) {
    definition.list?.[key]?.forEach((column, i) =>
      typeof column === 'string'
        ? needField(column, `/list/${key}/${i}`, 'column')
        : needField(column.field, `/list/${key}/${i}/field`, 'column'),
    );
  }
  if (definition.list?.sort) needField(definition.list.sort.field, '/list/sort/field', 'sort field');
  definition.list?.filters?.forEach((entry, i) => {
    const filter = typeof entry === 'string' ? { field: entry } : entry;
    const pointer = typeof entry === 'string' ? `/list/filters/${i}` : `/list/filters/${i}/field`;
    needPath(filter.field, pointer, 'filter');
    const kind = 'kind' in filter ? filter.kind : undefined;
    if (kind === 'reference' && !definition.references?.[filter.field]) {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is a reference but "references" does not name its resource`);
    }
    ('orThrough' in filter ? (filter.orThrough ?? []) : []).forEach((through, j) => {
      const pointer = `/list/filters/${i}/orThrough/${j}`;
      needPath(through.field, `${pointer}/field`, 'filter field');
      needResource(through.resource, `${pointer}/resource`);
      const other = context.schemasByResource.get(through.resource);
      if (other && !fieldSchema(other, through.path)) add(`${pointer}/path`, `"${through.path}" is not a field of resource "${through.resource}"`);
    });
    const node = fieldSchema(schema, filter.field);
    const fieldKind = valueKind(node);
    const inValueSet = definition.valueSets?.[filter.field] !== undefined;
    if (kind === 'enum' && node && fieldKind !== 'enum' && !inValueSet) {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is an enum but its schema has no "enum" or "oneOf" of consts`, {
        hint: 'list the values in the schema, name a value set in "valueSets", or choose another kind',
      });
    } else if (kind !== undefined && kind !== 'enum' && kind !== 'reference' && node && !FILTER_KINDS[kind]?.includes(fieldKind)) {
      const fits = Object.entries(FILTER_KINDS).filter(([, kinds]) => kinds.includes(fieldKind)).map(([name]) => name);
      add(`/list/filters/${i}/kind`, `a "${kind}" filter does not fit "${filter.field}", which holds ${fieldKind === 'dateTime' ? 'date-time' : fieldKind} values`, {
        hint: fits.length > 0 ? `use "kind": "${fits[0]}" or leave "kind" out` : 'leave "kind" out, or filter another field',
      });
    }
  });
  definition.show?.fields?.forEach((field, i) => needField(field, `/show/fields/${i}`, 'show field'));
  definition.form?.fields?.forEach((field, i) => needField(field, `/form/fields/${i}`, 'form field'));
  for (const part of ['show', 'form'] as const) {
    definition[part]?.sections?.forEach((section, i) =>
      section.fields.forEach((field, j) => needField(field, `/${part}/sections/${i}/fields/${j}`, `${part} section field`)),
    );
  }
  definition.form?.readOnlyWhen?.forEach((rule, i) => {
    needField(rule.field, `/form/readOnlyWhen/${i}/field`, 'read-only rule field');
    rule.fields.forEach((field, j) => needField(field, `/form/readOnlyWhen/${i}/fields/${j}`, 'read-only field'));
  });
  for (const [field, reference] of Object.entries(definition.references ?? {})) {
    needPath(field, `/references/${escapeKey(field)}`, 'reference field');
    needResource(reference.resource, `/references/${escapeKey(field)}/resource`);
  }
  for (const [field, name] of Object.entries(definition.valueSets ?? {})) {
    const pointer = `/valueSets/${escapeKey(field)}`;
    needPath(field, pointer, 'value set field');
    const set = context.valueSets?.[name];
    const brokenSet = context.brokenValueSets?.get(name);
    if (!set && brokenSet) {
      add(pointer, `value set "${name}" has faults of its own (${brokenSet})`, { cause: brokenSet });
      continue;
    }
    if (context.valueSets && !set) {
      add(pointer, `value set "${name}" does not exist (value sets: ${Object.keys(context.valueSets).join(', ')})`);
      continue;
    }
    const allowed = enumChoices(fieldSchema(schema, field)).map((choice) => String(choice.value));
    const outside = set?.values.filter((entry) => allowed.length > 0 && !allowed.includes(String(entry.value))) ?? [];
    if (outside.length > 0) add(pointer, `values ${outside.map((e) => JSON.stringify(e.value)).join(', ')} of "${name}" are not in the schema of "${field}"`);
  }
  for (const [name, rule] of Object.entries(definition.derived ?? {})) {
    needPath(rule.path, `/derived/${escapeKey(name)}/path`, 'derived flag path');
    if (valueKind(fieldSchema(schema, name)) !== 'boolean') add(`/derived/${escapeKey(name)}`, `derived flag "${name}" must be a boolean property of ${definition.schema}`);
  }
  if (definition.softDelete) {
    needField(definition.softDelete.flag, '/softDelete/flag', 'soft delete flag');
    needField(definition.softDelete.reason, '/softDelete/reason', 'soft delete reason');
  }
  definition.api.list?.where?.forEach((condition, i) => needPath(condition.field, `/api/list/where/${i}/field`, 'list condition field'));
  definition.show?.related?.forEach((related, i) => {
    needResource(related.resource, `/show/related/${i}/resource`);
    const other = context.schemasByResource.get(related.resource);
    if (other && !fieldSchema(other, related.target)) add(`/show/related/${i}/target`, `"${related.target}" is not a field of resource "${related.resource}"`);
  });
  definition.unique?.forEach((rule, i) => rule.fields.forEach((field, j) => needField(field, `/unique/${i}/fields/${j}`, 'unique field')));
  for (const field of Object.keys(definition.errors ?? {})) {
    needField(field.split('.')[0] ?? field, `/errors/${field}`, 'error override field');
  }
  definition.deleteGuards?.forEach((guard, i) => {
    needResource(guard.resource, `/deleteGuards/${i}/resource`);
    const other = context.schemasByResource.get(guard.resource);
    const head = guard.field.split(/[.[]/)[0] ?? guard.field;
    if (other && !propertyNames(other).includes(head)) {
      add(`/deleteGuards/${i}/field`, `"${head}" is not a property of resource "${guard.resource}"`);
    }
  });
  issues.push(...crossCheckActions(file, definition, schema, context.schemasByResource));
  definition.actions?.forEach((action, i) => {
    if (action.kind !== 'status') return;
    const set = context.valueSets?.[definition.valueSets?.[action.field] ?? ''];
    const values = new Set([...enumChoices(fieldSchema(schema, action.field)).map((choice) => String(choice.value)), ...(set?.values.map((entry) => String(entry.value)) ?? [])]);
    if (values.size === 0) return;
    const needValue = (value: string | number, pointer: string) => {
      if (!values.has(String(value))) {
        add(`/actions/${i}/${pointer}`, `${JSON.stringify(value)} is not a value of "${action.field}" (${[...values].join(', ')})`, { hint: 'use one of the values of the field' });
      }
    };
    action.choices?.forEach((value, j) => needValue(value, `choices/${j}`));
    if (action.value !== undefined) needValue(action.value, 'value');
    for (const [from, targets] of Object.entries(action.transitions ?? {})) {
      needValue(from, `transitions/${escapeKey(from)}`);
      targets.forEach((value, j) => needValue(value, `transitions/${escapeKey(from)}/${j}`));
    }
    for (const text of ['reason', 'note'] as const) action[text]?.requiredFor?.forEach((value, j) => needValue(value, `${text}/requiredFor/${j}`));
  });
  const maintained = definition.maintainedFields;
  if (maintained?.path) for (const key of ['field', 'children', 'label'] as const) needField(maintained.path[key], `/maintainedFields/path/${key}`, 'path field');
  maintained?.counts?.forEach((count, i) => {
    needField(count.field, `/maintainedFields/counts/${i}/field`, 'count field');
    needResource(count.resource, `/maintainedFields/counts/${i}/resource`);
    const other = context.schemasByResource.get(count.resource);
    if (other && !propertyNames(other).includes(count.target)) add(`/maintainedFields/counts/${i}/target`, `"${count.target}" is not a property of resource "${count.resource}"`);
  });
  for (const [key, field] of Object.entries(definition.timestamps ?? {})) {
    if (typeof field === 'string') needField(field, `/timestamps/${key}`, 'timestamp field');
  }
  for (const field of representationFields(definition.recordRepresentation ?? '')) needField(field, '/recordRepresentation', 'placeholder');
  for (const field of Object.keys(definition.generatedCodes ?? {})) needField(field, `/generatedCodes/${escapeKey(field)}`, 'generated code field');
  definition.import?.columns.forEach((column, i) => needField(column.field, `/import/columns/${i}/field`, 'import column'));
  for (const field of Object.keys(definition.import?.fixed ?? {})) needField(field, `/import/fixed/${escapeKey(field)}`, 'fixed import field');
  if (definition.import?.parent) {
    needField(definition.import.parent.by, '/import/parent/by', 'import parent key');
    needField(definition.import.parent.children, '/import/parent/children', 'import parent children');
  }
  (definition.changedOnlyByActions ?? []).forEach((field, i) => {
    needField(field, `/changedOnlyByActions/${i}`, 'action-only field');
    // A field no action changes could never change at all.
    if (known.has(field) && !(definition.actions ?? []).some((action) => action.kind === 'status' && action.field === field)) {
      add(`/changedOnlyByActions/${i}`, `no status action of ${definition.name} changes "${field}"`, { hint: 'declare a status action with this field, or remove it from changedOnlyByActions' });
    }
  });
  // A secret (writeOnly) is never answered, so nothing may show, sort or filter by it.
  const secret = (field: unknown) => typeof field === 'string' && fieldSchema(schema, field)?.writeOnly === true;
  const shown: [unknown, string][] = [
    ...(definition.list?.columns ?? []).map((column, i): [unknown, string] => [typeof column === 'string' ? column : column.field, `/list/columns/${i}`]),
    ...(definition.list?.optionalColumns ?? []).map((column, i): [unknown, string] => [typeof column === 'string' ? column : column.field, `/list/optionalColumns/${i}`]),
    ...(definition.list?.filters ?? []).map((filter, i): [unknown, string] => [typeof filter === 'string' ? filter : filter.field, `/list/filters/${i}`]),
    ...(definition.show?.fields ?? []).map((field, i): [unknown, string] => [field, `/show/fields/${i}`]),
    [definition.list?.sort?.field, '/list/sort/field'],
  ];
  for (const [field, pointer] of shown) {
    if (secret(field)) add(pointer, `"${String(field)}" is writeOnly in ${definition.schema}: the API never answers it, so no list, filter or page can show it`);
  }
  (definition.grants ?? []).forEach((grant, i) => {
    needPath(grant.field, `/grants/${i}/field`, 'granted field');
    // A granted reference is checked against the project of the record it names.
    if (grant.kind === 'reference' && !definition.references?.[grant.field]) {
      add(`/grants/${i}/field`, `granted reference "${grant.field}" is not declared in references`, { hint: 'declare the resource it names under "references"' });
    }
  });
  if (definition.viewOf !== undefined) {
    needResource(definition.viewOf, '/viewOf');
    if (definition.viewOf === definition.name) add('/viewOf', `a resource cannot be a view of itself`);
  }
  for (const [field, precision] of Object.entries(definition.datePrecision ?? {})) {
    const kind = valueKind(fieldSchema(schema, field));
    if (kind !== 'dateTime') {
      add(`/datePrecision/${escapeKey(field)}`, `"${field}" is not a date-time field of ${definition.schema}, so it has no "${precision}" precision to choose`);
    }
  }
  issues.push(...translationIssues(definition, schema, context.valueSets ?? {}).map((issue) => ({ file, ...issue })));
  const fixture = definition.fixture ?? `${definition.name}.json`;
  if (context.fixtures && !context.fixtures.includes(fixture)) {
    add(definition.fixture ? '/fixture' : '', `fixture "fixtures/${fixture}" does not exist`);
  }
  return issues;
}

/** A JSON pointer token (RFC 6901): `~` and `/` escaped. */
function escapeKey(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
