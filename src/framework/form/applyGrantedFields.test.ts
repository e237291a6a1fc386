import { describe, expect, it } from 'vitest';
import { applyGrantedFields } from './applyGrantedFields';

describe('applyGrantedFields', () => {
  const uiSchema = {
    roles: { 'ui:options': { orderable: false } },
    projects: { 'ui:widget': 'referenceArray', 'ui:options': { reference: 'site' } },
    'ui:order': ['roles', 'projects'],
  };

  it("puts the offered values on the widget of a list's item property and of a list of ids, keeping their options", () => {
    const next = applyGrantedFields(uiSchema, [
      { path: 'roles[].name', offered: ['MEMBER'] },
      { path: 'projects[]', offered: ['p1'] },
    ]);
    expect(next.roles).toEqual({ 'ui:options': { orderable: false }, items: { name: { 'ui:options': { offered: ['MEMBER'] } } } });
    expect(next.projects).toEqual({ 'ui:widget': 'referenceArray', 'ui:options': { reference: 'site', offered: ['p1'] } });
    expect(next['ui:order']).toEqual(['roles', 'projects']);
  });

  it('makes a read-only field read-only as a whole', () => {
    const next = applyGrantedFields(uiSchema, [
      { path: 'roles[].name', readOnly: 'own' },
      { path: 'groups[]', readOnly: 'outOfReach' },
    ]);
    expect(next.roles).toEqual({ 'ui:options': { orderable: false }, 'ui:readonly': true });
    expect(next.groups).toEqual({ 'ui:readonly': true });
  });

  it('says why a field is read-only in its help line when told how', () => {
    const next = applyGrantedFields(uiSchema, [{ path: 'roles[].name', readOnly: 'own', offered: ['MEMBER'] }], (lock) => `locked: ${lock}`);
    expect(next.roles).toMatchObject({ 'ui:readonly': true, 'ui:help': 'locked: own', items: { name: { 'ui:options': { offered: ['MEMBER'] } } } });
  });

  it('leaves the uiSchema as it is when nothing is narrowed', () => {
    expect(applyGrantedFields(uiSchema, [{ path: 'roles[].name' }])).toBe(uiSchema);
  });
});
