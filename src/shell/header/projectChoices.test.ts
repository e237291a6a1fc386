import { describe, expect, it } from 'vitest';
import { filterProjects, offeredProjects, showsProjectMenu } from './projectChoices';

describe('the header project dropdown', () => {
  it('shows for a global admin or a user of more than one project, never in preview', () => {
    expect(showsProjectMenu({ roles: ['ADMIN'], projectIds: [] })).toBe(true);
    expect(showsProjectMenu({ roles: ['PROJECT_ADMIN'], projectIds: ['a', 'b'] })).toBe(true);
    expect(showsProjectMenu({ roles: ['USER'], projectIds: ['a'] })).toBe(false);
    expect(showsProjectMenu({ roles: ['ADMIN'], projectIds: ['a', 'b'] }, true)).toBe(false);
  });

  it('its search ignores case and accents, and lists by name', () => {
    const projects = [
      { id: '2', name: 'Rota 3 – Gasoduto' },
      { id: '1', name: 'UTGCA – Unidade de Tratamento' },
      { id: '3', name: 'Expansão Norte' },
    ];
    expect(filterProjects(projects, 'EXPANSAO').map((p) => p.id)).toEqual(['3']);
    expect(filterProjects(projects, '  ').map((p) => p.id)).toEqual(['3', '2', '1']);
    expect(filterProjects(projects, 'zzz')).toEqual([]);
  });

  it('offers every project but the inactive ones, a nameless one by its id', () => {
    expect(offeredProjects([{ _id: 'a', name: 'Alpha', active: true }, { _id: 'b', name: 'Beta', active: false }, { id: 'c' }])).toEqual([
      { id: 'a', name: 'Alpha' },
      { id: 'c', name: 'c' },
    ]);
  });
});
