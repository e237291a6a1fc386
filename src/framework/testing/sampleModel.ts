import { loadRegistry } from '../registry/loadRegistry';
import type { RegistryModel } from '../registry/types';

/**
 * A small registry used by the framework's tests: `part` (paginated, with every filter
 * kind, a reference, a badge and a toggle action), `supplier` (paginated, list path equal
 * to the base path, count param `count`), `unit` (unpaged) and `vendor` (simple-rest).
 */
export const sampleSources = {
  schemas: {
    'part.schema.json': {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'part.schema.json',
      title: 'Peça',
      type: 'object',
      required: ['name'],
      properties: {
        _id: { type: 'string', readOnly: true },
        name: { type: 'string', title: 'Nome', minLength: 1 },
        kind: {
          type: 'integer',
          title: 'Tipo',
          oneOf: [
            { const: 0, title: 'Simples' },
            { const: 1, title: 'Composta' },
          ],
        },
        supplierId: { type: 'string', title: 'Fornecedor' },
        active: { type: 'boolean', title: 'Ativa' },
        updatedAt: { type: 'string', format: 'date-time', readOnly: true, title: 'Atualizada em' },
      },
    },
    'supplier.schema.json': {
      type: 'object',
      required: ['name'],
      properties: { _id: { type: 'string', readOnly: true }, name: { type: 'string', title: 'Nome' }, email: { type: 'string', format: 'email' } },
    },
    'unit.schema.json': { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' }, code: { type: 'string' } } },
    'vendor.schema.json': {
      type: 'object',
      required: ['name'],
      properties: { id: { type: 'string', readOnly: true }, name: { type: 'string', minLength: 1 } },
    },
  },
  resources: {
    'part.resource.json': {
      name: 'part',
      schema: 'part.schema.json',
      api: { path: 'part', list: { idsParam: '_id' } },
      list: {
        columns: ['name', { field: 'kind', badge: { '0': 'grey', '1': 'green' } }, 'supplierId', 'active', 'updatedAt'],
        filters: ['name', 'kind', 'supplierId', 'active', { field: 'updatedAt', from: 'fromDate', to: 'toDate' }],
      },
      references: { supplierId: { resource: 'supplier' } },
      actions: [{ name: 'activate', kind: 'toggle', field: 'active', path: '{id}/activate' }],
      timestamps: { updatedAt: 'updatedAt' },
    },
    'supplier.resource.json': {
      name: 'supplier',
      schema: 'supplier.schema.json',
      api: { path: 'supplier', list: { path: 'supplier', countParam: 'count' } },
      list: { filters: ['name'] },
    },
    'unit.resource.json': {
      name: 'unit',
      schema: 'unit.schema.json',
      api: { path: 'unit', list: { path: 'unit', paged: false } },
      list: { filters: ['name'] },
    },
    'vendor.resource.json': { name: 'vendor', schema: 'vendor.schema.json', api: { path: 'vendor', style: 'simple-rest' }, list: { filters: ['name'] } },
  },
} as const;

/** The sample registry, loaded through the real loader. */
export function sampleModel(): RegistryModel {
  const text = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)]));
  const result = loadRegistry({ schemas: text(sampleSources.schemas), resources: text(sampleSources.resources) });
  if (!result.ok) throw new Error(`sample registry refused: ${JSON.stringify(result.issues)}`);
  return result.model;
}
