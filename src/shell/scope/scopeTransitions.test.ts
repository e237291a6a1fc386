import { describe, expect, it } from 'vitest';
import { scopeQuery } from './scopeSelection';
import { chooseMenu, chooseScope, deepestLevel } from './scopeTransitions';

const inContract = { menuType: 'contract' as const, programId: 'pg', projectId: 'pj', contractId: 'ct' };

describe('scope selection (spec §4)', () => {
  it('Home and Global clear the scope, set the menu type and go to their page', () => {
    expect(chooseMenu('home')).toEqual({ selection: { menuType: 'home' }, navigateTo: '/home' });
    expect(chooseMenu('global')).toEqual({ selection: { menuType: 'global' }, navigateTo: '/global/overview' });
  });

  it('a program clears the scope, sets menu type program and opens /overview', () => {
    expect(chooseScope(inContract, 'program', 'other')).toEqual({ selection: { menuType: 'program', programId: 'other' }, navigateTo: '/overview' });
  });

  it('a project keeps its program, clears the contract; a contract keeps both', () => {
    expect(chooseScope(inContract, 'project', 'pj2').selection).toEqual({ menuType: 'project', programId: 'pg', projectId: 'pj2' });
    expect(chooseScope({ menuType: 'home' }, 'contract', 'c9', { program: 'p1', project: 'j1' }).selection).toEqual({
      menuType: 'contract',
      programId: 'p1',
      projectId: 'j1',
      contractId: 'c9',
    });
  });

  it('the deepest level and the query parameters follow the selection', () => {
    expect(deepestLevel(inContract)).toBe('contract');
    expect(deepestLevel({ menuType: 'global' })).toBeUndefined();
    expect(scopeQuery({ menuType: 'project', programId: 'pg', projectId: 'pj' })).toEqual({
      menu_type: 'project',
      selectedGlobalId: 'global',
      selectedProgramId: 'pg',
      selectedProjectId: 'pj',
      selectedContractId: '',
    });
  });
});
