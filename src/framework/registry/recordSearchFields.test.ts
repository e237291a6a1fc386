import { describe, expect, test } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { recordSearchParams } from './recordSearchFields';
import type { FilterDefinition } from './types';

const text = (field: string, param?: string): FilterDefinition => ({ field, kind: 'text', matchType: true, alwaysOn: false, ...(param ? { param } : {}) });
const withFilters = (recordRepresentation: string, filters: FilterDefinition[]) =>
  testResourceModel({
    name: 'thing',
    recordRepresentation,
    list: { columns: [], sort: { field: 'name', order: 'ASC' }, perPage: 25, choicesPerPage: 25, filters },
  });

describe('recordSearchParams', () => {
  test('searches every text filter on a field the representation shows, in the filters order', () => {
    expect(recordSearchParams(withFilters('{code} - {name}', [text('name'), text('code'), text('notes')]))).toEqual(['name', 'code']);
  });

  test('adds the first text filter when the representation shows none of its field', () => {
    expect(recordSearchParams(withFilters('{description}', [text('tag'), text('description'), text('place')]))).toEqual(['description', 'tag']);
    expect(recordSearchParams(withFilters('{order}', [text('label')]))).toEqual(['label']);
  });

  test('asks by the filter parameter, and never by a filter that is not a text one', () => {
    const status: FilterDefinition = { field: 'name', kind: 'enum', matchType: false, alwaysOn: false };
    expect(recordSearchParams(withFilters('{name}', [status, text('name', 'nome')]))).toEqual(['nome']);
  });

  test('a resource without a text filter is not searched', () => {
    expect(recordSearchParams(withFilters('{order}', []))).toEqual([]);
  });
});
