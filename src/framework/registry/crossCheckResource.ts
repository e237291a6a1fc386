import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { crossCheckActions } from './crossCheckActions';
import { createRuleIssues } from './createRuleIssues';
import { messageCodeFault, type LocaleMessages } from './localeIssues';
import { nameIssues } from './nameIssues';
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
  /** App routes (react-router patterns) a link or page may name; not checked when absent. */
  appRoutes?: readonly string[];
  /** Keys of the app's hand-written show pages; not checked when absent. */
  showPages?: readonly string[];
  /** The texts of every language; message codes are not checked when absent. */
  messages?: LocaleMessages;
  /** Message codes the API answers for an action kind on its own, by kind. */
  actionCodes?: Readonly<Partial<Record<string, readonly string[]>>>;
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
 * Checks what the meta-schema cannot: every name a definition holds resolves (nameIssues,
 * driven by the meta-schema's `x-names`), and the rules between names hold (a filter's kind
 * fits its field, a value set's values are the field's ...). Each issue points into the definition.
 */
export function crossCheckResource(file: string, definition: ResourceDefinitionFile, schema: SchemaNode, context: CrossCheckContext): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const known = new Set(propertyNames(schema));
  const add = (pointer: string, message: string, extra: { hint?: string; cause?: string } = {}) => issues.push({ file, pointer, message, ...extra });
  const expected = file.replace(/^.*\//, '').replace(/\.resource\.json$/, '');
  if (definition.name !== expected) add('/name', `name "${definition.name}" must match the file name "${expected}.resource.json"`);
  if (schema.type !== 'object' || !schema.properties) {
    // Every field the definition names would be "not a property": say the one fault.
    add('/schema', `${definition.schema} must describe an object with "properties"`, {
      hint: 'an entity schema is "type": "object" with its fields under "properties"',
    });
    return issues;
  }

  issues.push(...nameIssues(file, definition, { ...context, schema }), ...createRuleIssues(file, definition, schema));
  definition.list?.filters?.forEach((entry, i) => {
    const filter = typeof entry === 'string' ? { field: entry } : entry;
    const kind = 'kind' in filter ? filter.kind : undefined;
    if (kind === 'reference' && !definition.references?.[filter.field]) {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is a reference but "references" does not name its resource`);
    }
    const node = fieldSchema(schema, filter.field);
    const fieldKind = valueKind(node);
    const inValueSet = definition.valueSets?.[filter.field] !== undefined;
    if (kind === 'enum' && node && fieldKind !== 'enum' && !inValueSet) {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is an enum but its schema has no "enum" or "oneOf" of consts`, {
        hint: 'list the values in the schema, name a value set in "valueSets", or choose another kind',
      });
    } else if (kind !== undefined && kind !== 'enum' && kind !== 'reference' && node && !FILTER_KINDS[kind]?.includes(fieldKind)) {
      const fits = Object.entries(FILTER_KINDS)
        .filter(([, kinds]) => kinds.includes(fieldKind))
        .map(([name]) => name);
      add(
        `/list/filters/${i}/kind`,
        `a "${kind}" filter does not fit "${filter.field}", which holds ${fieldKind === 'dateTime' ? 'date-time' : fieldKind} values`,
        {
          hint: fits.length > 0 ? `use "kind": "${fits[0]}" or leave "kind" out` : 'leave "kind" out, or filter another field',
        },
      );
    }
  });
  for (const [field, name] of Object.entries(definition.valueSets ?? {})) {
    // The field and the set's name are names (nameIssues); here, the set's values against the field's.
    const pointer = `/valueSets/${escapeKey(field)}`;
    const set = context.valueSets?.[name];
    const allowed = enumChoices(fieldSchema(schema, field)).map((choice) => String(choice.value));
    const outside = set?.values.filter((entry) => allowed.length > 0 && !allowed.includes(String(entry.value))) ?? [];
    if (outside.length > 0) add(pointer, `values ${outside.map((e) => JSON.stringify(e.value)).join(', ')} of "${name}" are not in the schema of "${field}"`);
  }
  for (const name of Object.keys(definition.derived ?? {})) {
    if (known.has(name) && valueKind(fieldSchema(schema, name)) !== 'boolean')
      add(`/derived/${escapeKey(name)}`, `derived flag "${name}" must be a boolean property of ${definition.schema}`);
  }
  issues.push(...crossCheckActions(file, definition, schema, context.schemasByResource));
  definition.actions?.forEach((action, i) => {
    if (action.kind !== 'status') return;
    const set = context.valueSets?.[definition.valueSets?.[action.field] ?? ''];
    const values = new Set([
      ...enumChoices(fieldSchema(schema, action.field)).map((choice) => String(choice.value)),
      ...(set?.values.map((entry) => String(entry.value)) ?? []),
    ]);
    if (values.size === 0) return;
    const needValue = (value: string | number, pointer: string) => {
      if (!values.has(String(value))) {
        add(`/actions/${i}/${pointer}`, `${JSON.stringify(value)} is not a value of "${action.field}" (${[...values].join(', ')})`, {
          hint: 'use one of the values of the field',
        });
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
  (definition.changedOnlyByActions ?? []).forEach((field, i) => {
    // A field no action changes could never change at all.
    if (known.has(field) && !(definition.actions ?? []).some((action) => action.kind === 'status' && action.field === field)) {
      add(`/changedOnlyByActions/${i}`, `no status action of ${definition.name} changes "${field}"`, {
        hint: 'declare a status action with this field, or remove it from changedOnlyByActions',
      });
    }
  });
  // A secret (writeOnly) is never answered, so nothing may show, sort or filter by it.
  const secret = (field: unknown) => typeof field === 'string' && fieldSchema(schema, field)?.writeOnly === true;
  const shown: [unknown, string][] = [
    ...(definition.list?.columns ?? []).map((column, i): [unknown, string] => [typeof column === 'string' ? column : column.field, `/list/columns/${i}`]),
    ...(definition.list?.optionalColumns ?? []).map((column, i): [unknown, string] => [
      typeof column === 'string' ? column : column.field,
      `/list/optionalColumns/${i}`,
    ]),
    ...(definition.list?.filters ?? []).map((filter, i): [unknown, string] => [typeof filter === 'string' ? filter : filter.field, `/list/filters/${i}`]),
    ...(definition.show?.fields ?? []).map((field, i): [unknown, string] => [field, `/show/fields/${i}`]),
    [definition.list?.sort?.field, '/list/sort/field'],
  ];
  for (const [field, pointer] of shown) {
    if (secret(field))
      add(pointer, `"${String(field)}" is writeOnly in ${definition.schema}: the API never answers it, so no list, filter or page can show it`);
  }
  // What the API writes at start into a maintained field must be what its schema allows, or every stored record would break it.
  const maintainedKinds: [string | undefined, string, readonly string[], string][] = [
    [definition.maintainedFields?.path?.field, '/maintainedFields/path/field', ['string', 'unknown'], 'a path, which is text'],
    [definition.maintainedFields?.path?.children, '/maintainedFields/path/children', ['array'], 'a list of ids'],
    ...(definition.maintainedFields?.counts ?? []).map((count, i): [string, string, readonly string[], string] => [
      count.field,
      `/maintainedFields/counts/${i}/field`,
      ['integer', 'number'],
      'a count, which is a number',
    ]),
  ];
  for (const [field, pointer, kinds, what] of maintainedKinds) {
    if (field === undefined || !known.has(field)) continue;
    const node = fieldSchema(schema, field);
    // The declared type decides (an enum of counts is still a number); else what valueKind reads.
    const kind = typeof node?.type === 'string' ? node.type : valueKind(node);
    if (!kinds.includes(kind))
      add(pointer, `"${field}" is ${kind} in ${definition.schema}, but the API keeps ${what} in it`, {
        hint: 'give the property the type of what it holds, or name another field',
      });
  }
  (definition.grants ?? []).forEach((grant, i) => {
    // A granted reference is checked against the project of the record it names.
    if (grant.kind === 'reference' && !definition.references?.[grant.field]) {
      add(`/grants/${i}/field`, `granted reference "${grant.field}" is not declared in references`, {
        hint: 'declare the resource it names under "references"',
      });
    }
  });
  const { projectScope } = definition;
  if (projectScope?.contractField !== undefined && !known.has(projectScope.contractField)) {
    // The API narrows a list by an equality on the contract id, which only a top-level property has.
    add('/projectScope/contractField', `"${projectScope.contractField}" must be a top-level property of ${definition.schema} holding the contract's id`, {
      hint: 'name a property such as "contractId", declared in the schema\'s "properties"',
    });
  }
  if (definition.viewOf !== undefined) {
    if (definition.viewOf === definition.name) add('/viewOf', `a resource cannot be a view of itself`);
  }
  for (const [field, precision] of Object.entries(definition.datePrecision ?? {})) {
    const kind = valueKind(fieldSchema(schema, field));
    if (kind !== 'dateTime') {
      add(`/datePrecision/${escapeKey(field)}`, `"${field}" is not a date-time field of ${definition.schema}, so it has no "${precision}" precision to choose`);
    }
  }
  const { messages } = context;
  definition.actions?.forEach((action, i) => {
    // Codes the API answers for the kind itself (a link's `NOT_LINKED`), not named in the definition.
    for (const code of messages ? (context.actionCodes?.[action.kind] ?? []) : []) {
      const fault = messages && messageCodeFault(code, messages);
      if (fault) issues.push({ file, pointer: `/actions/${i}/kind`, ...fault, message: `the ${action.kind} action answers ${fault.message}` });
    }
  });
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
