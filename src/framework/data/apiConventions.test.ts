import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { normalizeResource } from '../registry/normalizeResource';
import { listParams, listSeparator, matchTypeParam, maxPageSize } from './apiConventions';
import { buildListParams } from './listParams';

const book = () =>
  normalizeResource(
    { name: 'book', schema: 'book.schema.json', api: { path: 'book', style: 'paginated' }, list: { filters: ['title', 'genre'] } },
    'resources/book.resource.json',
    { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, genre: { type: 'string' } } },
  );

describe("the paginated style's query parameters", () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("are the product's `limit`, `skip`, `sort`, `order`, `<field>MatchType`, `,` and 1000 records a page", () => {
    declareApplication(PRODUCT_APPLICATION);
    expect(listParams()).toMatchObject({ limit: 'limit', skip: 'skip', offset: 'offset', sort: 'sort', order: 'order' });
    expect([matchTypeParam('name'), listSeparator(), maxPageSize()]).toEqual(['nameMatchType', ',', 1000]);
  });

  it('are the ones another application declares, in every list call the engine builds', () => {
    declareApplication({
      api: { paginated: { countParam: 'withTotal', params: { limit: 'size', skip: 'from', sort: 'by', matchTypeSuffix: '_match', separator: '|' } } },
    });
    expect(buildListParams(book(), { pagination: { page: 3, perPage: 20 }, sort: { field: 'title', order: 'DESC' } })).toEqual({
      size: '20',
      from: '40',
      by: 'title',
      order: 'DESC',
      withTotal: 'true',
    });
    expect(buildListParams(book(), { filter: { title: 'dune', title_match: 'startsWith', genre: ['sf', 'f'] } })).toEqual({
      title: 'dune',
      title_match: 'startsWith',
      genre: 'sf|f',
      withTotal: 'true',
    });
  });
});
