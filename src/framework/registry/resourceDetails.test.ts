import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { hasDetails, RESOURCE_DETAIL_KEYS, resourceTitle, splitResource } from './resourceDetails';

const activity = testResourceModel({
  name: 'activity',
  route: 'activities',
  schema: { title: 'Atividade', type: 'object', properties: { tag: { type: 'string' } } },
});

describe('splitResource', () => {
  it("leaves the details out of the summary, keeps the schema's title, and the two parts make the resource again", () => {
    const { summary, details } = splitResource(activity);
    for (const key of RESOURCE_DETAIL_KEYS) expect(summary).not.toHaveProperty(key);
    expect(summary.title).toBe('Atividade');
    expect(summary.list).toEqual(activity.list);
    expect(details.schema).toEqual(activity.schema);
    const { title: _title, ...rest } = summary;
    expect({ ...rest, ...details }).toEqual(activity);
  });

  it('gives no title to a resource whose schema has none', () => {
    const { summary } = splitResource(testResourceModel({ name: 'unit', schema: { type: 'object', properties: {} } }));
    expect(summary).not.toHaveProperty('title');
  });
});

describe('hasDetails and resourceTitle', () => {
  it('tell a summary from a whole resource, and find the title in either', () => {
    const { summary } = splitResource(activity);
    expect(hasDetails(summary)).toBe(false);
    expect(hasDetails(activity)).toBe(true);
    expect(resourceTitle(summary)).toBe('Atividade');
    expect(resourceTitle(activity)).toBe('Atividade');
  });
});
