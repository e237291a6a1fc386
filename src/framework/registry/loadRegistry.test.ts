import { describe, expect, it } from 'vitest';
import { loadRegistry } from './loadRegistry';
import type { RegistryIssue, RegistrySources } from './types';

const partSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'part.schema.json',
  type: 'object',
  required: ['name'],
  properties: {
    _id: { $ref: 'shared.schema.json#/$defs/id' },
    name: { type: 'string', title: 'Nome' },
    email: { type: 'string', format: 'email' },
    kind: {
      type: 'integer',
      oneOf: [
        { const: 0, title: 'A' },
        { const: 1, title: 'B' },
      ],
    },
    supplierId: { type: 'string' },
    active: { type: 'boolean' },
    when: { type: 'string', format: 'date-time' },
  },
};
const supplierSchema = { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' } } };
const shared = { $defs: { id: { type: 'string', readOnly: true, pattern: '^[0-9a-f]{24}$' } } };
const partResource = {
  name: 'part',
  schema: 'part.schema.json',
  api: { path: 'part' },
  list: { columns: ['name', { field: 'kind', badge: { '0': 'grey' } }], filters: ['name', 'kind', 'supplierId', 'when', 'active'] },
  references: { supplierId: { resource: 'supplier' } },
};
const supplierResource = { name: 'supplier', schema: 'supplier.schema.json', api: { path: 'supplier', style: 'simple-rest' } };

function sources(overrides: { schemas?: Record<string, unknown>; resources?: Record<string, unknown> } = {}): RegistrySources {
  const toText = (files: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v, null, 2)]));
  return {
    schemas: toText({ 'part.schema.json': partSchema, 'supplier.schema.json': supplierSchema, 'shared.schema.json': shared, ...overrides.schemas }),
    resources: toText({ 'part.resource.json': partResource, 'supplier.resource.json': supplierResource, ...overrides.resources }),
    fixtures: ['part.json', 'supplier.json'],
  };
}

function issuesOf(input: RegistrySources): RegistryIssue[] {
  const result = loadRegistry(input);
  if (result.ok) throw new Error('expected the registry to be refused');
  return result.issues;
}

describe('loadRegistry', () => {
  it('builds the model with every default filled', () => {
    const result = loadRegistry(sources());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const part = result.model.resources.find((r) => r.name === 'part');
    expect(part?.api).toEqual({
      style: 'paginated',
      path: 'part',
      idField: '_id',
      createPath: 'part',
      list: { path: 'part/page', paged: true, countParam: 'collectionCount', where: [] },
    });
    expect(part?.list.filters.map((f) => [f.field, f.kind, f.matchType])).toEqual([
      ['name', 'text', true],
      ['kind', 'enum', false],
      ['supplierId', 'reference', false],
      ['when', 'dateRange', false],
      ['active', 'boolean', false],
    ]);
    expect(part?.list.filters.find((f) => f.field === 'when')).toMatchObject({ from: 'whenFrom', to: 'whenTo' });
    expect(part?.form.fields).not.toContain('_id');
    const supplier = result.model.resources.find((r) => r.name === 'supplier');
    expect(supplier?.api).toMatchObject({ style: 'simple-rest', idField: 'id', list: { path: 'supplier' } });
  });

  it('offers every other scalar property but the id as an optional column, unless the definition lists them', () => {
    const result = loadRegistry(sources());
    if (!result.ok) throw new Error('refused');
    const part = result.model.resources.find((r) => r.name === 'part');
    expect(part?.list.columns.map((c) => c.field)).toEqual(['name', 'kind']);
    expect(part?.list.optionalColumns?.map((c) => c.field)).toEqual(['email', 'supplierId', 'active', 'when']);
    const declared = loadRegistry(
      sources({
        resources: { 'part.resource.json': { ...partResource, list: { columns: ['name'], optionalColumns: ['_id', { field: 'when', sortable: false }] } } },
      }),
    );
    if (!declared.ok) throw new Error('refused');
    expect(declared.model.resources.find((r) => r.name === 'part')?.list.optionalColumns).toEqual([
      { field: '_id', sortable: true },
      { field: 'when', sortable: false },
    ]);
  });

  it('names a fault in an optional column', () => {
    const issues = issuesOf(sources({ resources: { 'part.resource.json': { ...partResource, list: { optionalColumns: ['colour'] } } } }));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/list/optionalColumns/0', message: expect.stringContaining('field "colour"') }));
  });

  it('shows the search box (the first text filter) and the filters marked alwaysOn at once, the others behind "Add filter"', () => {
    const filters = ['kind', 'name', { field: 'supplierId', alwaysOn: true }, 'email'];
    const result = loadRegistry(sources({ resources: { 'part.resource.json': { ...partResource, list: { filters } } } }));
    if (!result.ok) throw new Error('refused');
    const part = result.model.resources.find((r) => r.name === 'part');
    expect(part?.list.filters.map((f) => [f.field, f.alwaysOn])).toEqual([
      ['kind', false],
      ['name', true],
      ['supplierId', true],
      ['email', false],
    ]);
  });

  it('inlines a $ref to another schema file so the schema stands alone', () => {
    const result = loadRegistry(sources());
    if (!result.ok) throw new Error('refused');
    const schema = result.model.resources.find((r) => r.name === 'part')?.schema;
    expect(schema?.properties?._id?.$ref).toBe('#/$defs/shared__defs_id');
    expect(schema?.$defs?.shared__defs_id).toMatchObject({ readOnly: true });
  });

  it('names the file and the line of invalid JSON', () => {
    const issues = issuesOf(sources({ resources: { 'part.resource.json': '{\n  "name": "part",\n  oops\n}' } }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'resources/part.resource.json', pointer: '', line: 3, column: 3 });
    expect(issues[0]?.message).toMatch(/^invalid JSON/);
  });

  it('points at a column that is not in the schema', () => {
    const issues = issuesOf(sources({ resources: { 'part.resource.json': { ...partResource, list: { columns: ['name', 'colour'] } } } }));
    expect(issues).toEqual([
      {
        file: 'resources/part.resource.json',
        pointer: '/list/columns/1',
        message: expect.stringContaining('field "colour" is not a property of part.schema.json'),
      },
    ]);
  });

  it('points at a $ref that does not resolve, in the schema file', () => {
    const broken = { ...partSchema, properties: { ...partSchema.properties, _id: { $ref: 'shared.schema.json#/$defs/nope' } } };
    const issues = issuesOf(sources({ schemas: { 'part.schema.json': broken } }));
    expect(issues).toEqual([{ file: 'schemas/part.schema.json', pointer: '/properties/_id/$ref', message: expect.stringContaining('does not resolve') }]);
  });

  it('points at a $ref to a file that does not exist', () => {
    const broken = { ...partSchema, properties: { ...partSchema.properties, name: { $ref: 'missing.schema.json#/$defs/x' } } };
    const issues = issuesOf(sources({ schemas: { 'part.schema.json': broken } }));
    expect(issues[0]).toMatchObject({ file: 'schemas/part.schema.json', pointer: '/properties/name/$ref' });
    expect(issues[0]?.message).toContain('not a file in schemas/');
  });

  it('points at an unknown format', () => {
    const broken = { ...partSchema, properties: { ...partSchema.properties, email: { type: 'string', format: 'e-mail' } } };
    const issues = issuesOf(sources({ schemas: { 'part.schema.json': broken } }));
    expect(issues).toEqual([
      { file: 'schemas/part.schema.json', pointer: '/properties/email/format', message: expect.stringContaining('unknown format "e-mail"') },
    ]);
  });

  it('points at a reference to a resource that does not exist', () => {
    const broken = { ...partResource, references: { supplierId: { resource: 'vendor' } } };
    const issues = issuesOf(sources({ resources: { 'part.resource.json': broken } }));
    expect(issues).toEqual([
      {
        file: 'resources/part.resource.json',
        pointer: '/references/supplierId/resource',
        message: expect.stringContaining('resource "vendor" does not exist'),
      },
    ]);
  });

  it('points at a filter that matches through a resource or a path that does not exist', () => {
    const through = (entry: Record<string, string>) => ({
      ...partResource,
      list: { ...partResource.list, filters: [...partResource.list.filters, { field: 'name', param: 'who', kind: 'text', orThrough: [entry] }] },
    });
    expect(issuesOf(sources({ resources: { 'part.resource.json': through({ field: 'supplierId', resource: 'vendor', path: 'name' }) } }))).toEqual([
      {
        file: 'resources/part.resource.json',
        pointer: '/list/filters/5/orThrough/0/resource',
        message: expect.stringContaining('resource "vendor" does not exist'),
      },
    ]);
    expect(issuesOf(sources({ resources: { 'part.resource.json': through({ field: 'colour', resource: 'supplier', path: 'groups[]' }) } }))).toEqual([
      {
        file: 'resources/part.resource.json',
        pointer: '/list/filters/5/orThrough/0/field',
        message: expect.stringContaining('"colour" is not a field of part.schema.json'),
        hint: expect.any(String),
      },
      {
        file: 'resources/part.resource.json',
        pointer: '/list/filters/5/orThrough/0/path',
        message: expect.stringContaining('"groups[]" is not a field of resource "supplier"'),
      },
    ]);
    expect(loadRegistry(sources({ resources: { 'part.resource.json': through({ field: 'supplierId', resource: 'supplier', path: 'name' }) } })).ok).toBe(true);
  });

  it('reports keys the resource format does not know, with the key named', () => {
    const issues = issuesOf(sources({ resources: { 'part.resource.json': { ...partResource, colums: [] } } }));
    expect(issues[0]).toMatchObject({ file: 'resources/part.resource.json', pointer: '' });
    expect(issues[0]?.message).toContain('"colums"');
  });

  it('refuses a schema that is not valid JSON Schema', () => {
    const broken = { ...partSchema, properties: { ...partSchema.properties, name: { type: 'strnig' } } };
    const issues = issuesOf(sources({ schemas: { 'part.schema.json': broken } }));
    expect(issues.some((i) => i.file === 'schemas/part.schema.json' && i.pointer.startsWith('/properties/name'))).toBe(true);
  });

  it('requires the resource name to match its file, and reports only that until it does', () => {
    const issues = issuesOf({ ...sources({ resources: { 'part.resource.json': { ...partResource, name: 'piece' } } }), fixtures: ['supplier.json'] });
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([['/name', expect.stringContaining('must match the file name')]]);
  });

  it('requires the fixture to exist', () => {
    const issues = issuesOf({ ...sources({ resources: { 'part.resource.json': partResource } }), fixtures: ['supplier.json'] });
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([['', expect.stringContaining('fixtures/part.json')]]);
  });

  it('refuses a toggle action on a field that is not boolean', () => {
    const broken = { ...partResource, actions: [{ name: 'activate', kind: 'toggle', field: 'name', path: '{id}/activate' }] };
    const issues = issuesOf(sources({ resources: { 'part.resource.json': broken } }));
    expect(issues[0]).toMatchObject({ pointer: '/actions/0/field', message: expect.stringContaining('boolean') });
  });
});
