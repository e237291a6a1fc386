import { describe, expect, it } from 'vitest';
import { lockScopeField } from './lockScopeField';

const help = 'Set by the project you work in.';
const scoped = { projectScope: { field: 'siteId' }, references: { siteId: { resource: 'site' } } };

describe('lockScopeField', () => {
  it('makes the scope field read-only, saying why, for a writer who may not list its records: the API sets it', () => {
    const ui = lockScopeField({ siteId: { 'ui:widget': 'reference' } }, scoped, { mayList: () => false, help });
    expect(ui.siteId).toEqual({ 'ui:widget': 'reference', 'ui:readonly': true, 'ui:help': help });
  });

  it('leaves it to a writer who may list them (one who may choose any)', () => {
    const ui = { siteId: { 'ui:widget': 'reference' } };
    expect(lockScopeField(ui, scoped, { mayList: (name) => name === 'site', help })).toBe(ui);
  });

  it('leaves a list of projects (memberships the writer grants) and a resource without a scope alone', () => {
    const ui = { sites: {} };
    expect(lockScopeField(ui, { projectScope: { field: 'sites' }, references: { 'sites[]': { resource: 'site' } } }, { mayList: () => false, help })).toBe(ui);
    expect(lockScopeField(ui, { references: { siteId: { resource: 'site' } } }, { mayList: () => false, help })).toBe(ui);
  });
});
