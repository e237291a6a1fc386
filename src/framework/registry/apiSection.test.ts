import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { declaredApi, NEUTRAL_API, requiredMessageKey } from './apiSection';
import { createRuleIssues } from './createRuleIssues';
import { normalizeAction } from './normalizeAction';
import { normalizeResource } from './normalizeResource';
import type { ResourceDefinitionFile } from './resourceDefinitionFile';
import type { SchemaNode } from './types';

const schema: SchemaNode = { type: 'object', required: ['title'], properties: { id: { type: 'string' }, _id: { type: 'string' }, title: { type: 'string' } } };
const book = (api: ResourceDefinitionFile['api'] = { path: 'book' }) =>
  normalizeResource({ name: 'book', schema: 'book.schema.json', api }, 'resources/book.resource.json', schema);
const moveAction = () => normalizeAction({ kind: 'status', name: 'move', path: 'book/{id}/move', field: 'state' });

describe('the api section', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("reads a resource that names no style as react-admin's simple REST, keyed `id`, listed at its path, when the application declares nothing", () => {
    declareApplication({});
    expect(declaredApi()).toEqual(NEUTRAL_API);
    expect(book().api).toMatchObject({ style: 'simple-rest', path: 'book', idField: 'id', list: { path: 'book', countParam: 'count' } });
    // A paginated resource of an application that names nothing of the style: the same path and `id`, a `count` flag.
    expect(book({ path: 'book', style: 'paginated' }).api).toMatchObject({ idField: 'id', list: { path: 'book', countParam: 'count' } });
    expect(requiredMessageKey()).toBe('ra.validation.required');
    expect(moveAction()).toMatchObject({ invalidError: 'ra.notification.http_error' });
  });

  it("reads the product's paginated API as today: `_id`, `<path>/page`, `collectionCount`, its message codes", () => {
    declareApplication(PRODUCT_APPLICATION);
    expect(book().api).toMatchObject({ style: 'paginated', idField: '_id', list: { path: 'book/page', paged: true, countParam: 'collectionCount' } });
    // A simple-REST resource of the product keeps ra-data-simple-rest's `id`.
    expect(book({ path: 'event', style: 'simple-rest' }).api).toMatchObject({ idField: 'id', list: { path: 'event', countParam: 'collectionCount' } });
    expect(requiredMessageKey()).toBe('FIELD_IS_REQUIRED');
    expect(moveAction()).toMatchObject({ invalidError: 'INVALID_STATUS' });
  });

  it("fills what an application leaves out of its section from the neutral default, and keeps a definition's own names", () => {
    declareApplication({ api: { defaultStyle: 'paginated', paginated: { listSuffix: '/list' }, codes: { required: 'errors.required' } } });
    expect(book().api).toMatchObject({ style: 'paginated', idField: 'id', list: { path: 'book/list', countParam: 'count' } });
    expect(book({ path: 'book', idField: 'code', list: { path: 'books', countParam: 'total' } }).api).toMatchObject({
      idField: 'code',
      list: { path: 'books', countParam: 'total' },
    });
    expect(requiredMessageKey()).toBe('errors.required');
    expect(moveAction()).toMatchObject({ invalidError: 'ra.notification.http_error' });
  });

  it('counts the id key of the default style as filled by the server when a form leaves a required field out', () => {
    const definition: ResourceDefinitionFile = {
      name: 'book',
      schema: 'book.schema.json',
      api: { path: 'book' },
      operations: ['create'],
      form: { fields: ['title'] },
    };
    const FILE = 'resources/book.resource.json';
    const withRequired = (field: string): SchemaNode => ({
      ...schema,
      properties: { ...schema.properties, code: { type: 'string' } },
      required: ['title', field],
    });
    declareApplication({});
    expect(createRuleIssues(FILE, definition, withRequired('id'))).toEqual([]);
    declareApplication(PRODUCT_APPLICATION);
    expect(createRuleIssues(FILE, definition, withRequired('_id'))).toEqual([]);
    declareApplication({ api: { defaultStyle: 'paginated', paginated: { idField: 'code' } } });
    expect(createRuleIssues(FILE, definition, withRequired('code'))).toEqual([]);
    expect(createRuleIssues(FILE, definition, withRequired('_id'))).toHaveLength(1);
  });
});
