import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { addTranslations } from './addTranslations';
import type { RegistryModel } from './types';

describe('addTranslations', () => {
  it("gives each named resource its labels in the language, keeping the other languages' and the unnamed resources'", () => {
    const discipline = testResourceModel({ name: 'discipline', translations: { en: { name: 'Discipline' } } });
    const area = testResourceModel({ name: 'area' });
    const model: RegistryModel = { resources: [discipline, area] };
    addTranslations(model, 'pt', { discipline: { name: 'Disciplina', fields: { name: 'Nome' } }, unknown: { name: 'x' } });
    expect(discipline.translations).toEqual({ en: { name: 'Discipline' }, pt: { name: 'Disciplina', fields: { name: 'Nome' } } });
    expect(area.translations).toEqual({});
  });
});
