import { describe, expect, it } from 'vitest';
import { applyReadOnlyRules } from './applyReadOnlyRules';

const rules = [{ field: 'isInternal', in: [false], fields: ['description', 'classification'] }];

describe('applyReadOnlyRules', () => {
  it('makes the fields read-only for a record whose origin says so', () => {
    expect(applyReadOnlyRules({ description: { 'ui:widget': 'textarea' } }, rules, { isInternal: false })).toEqual({
      description: { 'ui:widget': 'textarea', 'ui:readonly': true },
      classification: { 'ui:readonly': true },
    });
  });

  it('leaves other records and the create form editable', () => {
    expect(applyReadOnlyRules({}, rules, { isInternal: true })).toEqual({});
    expect(applyReadOnlyRules({}, rules, undefined)).toEqual({});
  });
});
