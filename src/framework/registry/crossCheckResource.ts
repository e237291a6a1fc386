import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import { propertyNames, propertySchema, valueKind } from './schemaProperties';
import type { RegistryIssue, SchemaNode } from './types';

export interface CrossCheckContext {
  /** Entity schema of every resource, by resource name. */
  schemasByResource: ReadonlyMap<string, SchemaNode>;
  /** Fixture files present, when known. */
  fixtures?: readonly string[];
}

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
  const add = (pointer: string, message: string) => issues.push({ file, pointer, message });
  const needField = (field: string, pointer: string, what: string) => {
    if (!known.has(field)) add(pointer, `${what} "${field}" is not a property of ${definition.schema} (properties: ${fieldList})`);
  };
  const needResource = (name: string, pointer: string) => {
    if (!context.schemasByResource.has(name)) {
      add(pointer, `resource "${name}" does not exist (resources: ${[...context.schemasByResource.keys()].join(', ')})`);
    }
  };

  const expected = file.replace(/^.*\//, '').replace(/\.resource\.json$/, '');
  if (definition.name !== expected) add('/name', `name "${definition.name}" must match the file name "${expected}.resource.json"`);
  if (schema.type !== 'object' || !schema.properties) add('/schema', `${definition.schema} must describe an object with "properties"`);

  definition.list?.columns?.forEach((column, i) =>
    typeof column === 'string'
      ? needField(column, `/list/columns/${i}`, 'column')
      : needField(column.field, `/list/columns/${i}/field`, 'column'),
  );
  if (definition.list?.sort) needField(definition.list.sort.field, '/list/sort/field', 'sort field');
  definition.list?.filters?.forEach((entry, i) => {
    const filter = typeof entry === 'string' ? { field: entry } : entry;
    const pointer = typeof entry === 'string' ? `/list/filters/${i}` : `/list/filters/${i}/field`;
    needField(filter.field, pointer, 'filter');
    const kind = 'kind' in filter ? filter.kind : undefined;
    if (kind === 'reference' && !definition.references?.[filter.field]) {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is a reference but "references" does not name its resource`);
    }
    if (kind === 'enum' && known.has(filter.field) && valueKind(propertySchema(schema, filter.field)) !== 'enum') {
      add(`/list/filters/${i}/kind`, `filter "${filter.field}" is an enum but its schema has no "enum" or "oneOf" of consts`);
    }
  });
  definition.show?.fields?.forEach((field, i) => needField(field, `/show/fields/${i}`, 'show field'));
  definition.form?.fields?.forEach((field, i) => needField(field, `/form/fields/${i}`, 'form field'));
  for (const [field, reference] of Object.entries(definition.references ?? {})) {
    needField(field, `/references/${field}`, 'reference field');
    needResource(reference.resource, `/references/${field}/resource`);
  }
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
  definition.actions?.forEach((action, i) => {
    needField(action.field, `/actions/${i}/field`, 'action field');
    if (known.has(action.field) && valueKind(propertySchema(schema, action.field)) !== 'boolean') {
      add(`/actions/${i}/field`, `a toggle action needs a boolean field; "${action.field}" is not one`);
    }
  });
  for (const [key, field] of Object.entries(definition.timestamps ?? {})) {
    if (typeof field === 'string') needField(field, `/timestamps/${key}`, 'timestamp field');
  }
  for (const match of (definition.recordRepresentation ?? '').matchAll(/\{([^}]+)\}/g)) {
    if (match[1] !== undefined) needField(match[1], '/recordRepresentation', 'placeholder');
  }
  const fixture = definition.fixture ?? `${definition.name}.json`;
  if (context.fixtures && !context.fixtures.includes(fixture)) {
    add(definition.fixture ? '/fixture' : '', `fixture "fixtures/${fixture}" does not exist`);
  }
  return issues;
}
