import { describe, expect, it } from 'vitest';
import { resourceNotice } from './resourceNotice';

const messages: Record<string, string> = {
  'resources.activity.name': 'Atividade |||| Atividades',
  'resources.activity.gender': 'f',
  'resources.project.name': 'Projeto |||| Projetos',
  'forms.notify.created': '%{name} criado',
  'forms.notify.created_f': '%{name} criada',
  'forms.notify.deleted': '%{name} excluído',
};
const translate = (key: string, options: object = {}) => {
  const { _: fallback, name } = options as { _?: string; name?: string };
  const text = messages[key];
  if (text === undefined) return fallback ?? key;
  const singular = text.split(' |||| ')[0] ?? text;
  return singular.replace('%{name}', String(name));
};

describe('resourceNotice', () => {
  it("names the resource in the toast, in the feminine when the resource's name is", () => {
    expect(resourceNotice(translate, 'activity', 'created')).toBe('Atividade criada');
    expect(resourceNotice(translate, 'project', 'created')).toBe('Projeto criado');
  });

  it('falls back to the plain form when a language has no feminine one', () => {
    expect(resourceNotice(translate, 'activity', 'deleted')).toBe('Atividade excluído');
  });
});
