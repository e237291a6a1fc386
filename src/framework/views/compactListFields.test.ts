import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../registry/loadRegistry';
import { sampleModel } from '../testing/sampleModel';
import { testResourceModel } from '../testing/testResourceModel';
import { compactListFields } from './compactListFields';

describe('compactListFields', () => {
  it('takes the badge column as the status and the first date column as the date', () => {
    const part = sampleModel().resources.find((r) => r.name === 'part')!;
    expect(compactListFields(part)).toEqual({ secondary: 'kind', tertiary: 'updatedAt' });
  });

  it('prefers a value-set column to a badge or a plain enum before it', () => {
    const result = loadRegistry({
      schemas: {
        'job.schema.json': JSON.stringify({
          type: 'object',
          properties: {
            name: { type: 'string' },
            kind: { type: 'string', enum: ['a', 'b'] },
            status: { type: 'integer' },
            dueDate: { type: 'string', format: 'date' },
          },
        }),
      },
      resources: {
        'job.resource.json': JSON.stringify({
          name: 'job',
          schema: 'job.schema.json',
          api: { path: 'job' },
          list: { columns: ['name', { field: 'kind', badge: { a: 'red' } }, 'status', 'dueDate'] },
          valueSets: { status: 'job-status' },
        }),
      },
      valueSets: {
        'job-status.values.json': JSON.stringify({ name: 'job-status', values: [{ value: 0, color: 'grey', labels: { pt: 'Nova', en: 'New', es: 'Nueva' } }] }),
      },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(compactListFields(result.model.resources[0]!)).toEqual({ secondary: 'status', tertiary: 'dueDate' });
  });

  it('without a status, shows the first column the representation does not already show', () => {
    const columns = ['name', 'email', 'code'].map((field) => ({ field, sortable: true }));
    const list = { columns, sort: { field: 'name', order: 'ASC' as const }, perPage: 25, choicesPerPage: 25, filters: [] };
    expect(compactListFields(testResourceModel({ name: 'person', list }))).toEqual({ secondary: 'email' });
    expect(compactListFields(testResourceModel({ name: 'person', list: { ...list, columns: columns.slice(0, 1) } }))).toEqual({});
  });

  it('names what a record belongs to when its representation is numbers alone, and only then', () => {
    const schema = {
      type: 'object',
      properties: { order: { type: 'integer' }, code: { type: 'string' }, jobId: { type: 'string' }, stepId: { type: 'string' }, ownerId: { type: 'string' } },
    };
    const columns = ['jobId', 'order', 'stepId'].map((field) => ({ field, sortable: true }));
    const list = { columns, sort: { field: 'order', order: 'ASC' as const }, perPage: 25, choicesPerPage: 25, filters: [] };
    // ownerId is a reference but not a default column: the phone's line stays short.
    const references = { jobId: { resource: 'job' }, stepId: { resource: 'step' }, ownerId: { resource: 'user' } };
    const task = (recordRepresentation: string) => testResourceModel({ name: 'job-step', schema, list, references, recordRepresentation });
    expect(compactListFields(task('{order}')).context).toEqual(['jobId', 'stepId']);
    expect(compactListFields(task('{code} {order}')).context).toBeUndefined();
  });
});
