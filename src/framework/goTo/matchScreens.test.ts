import { describe, expect, test } from 'vitest';
import type { GoToItem } from './goToItem';
import { matchScreens } from './matchScreens';

const screen = (label: string, detail?: string): GoToItem => ({ key: label, label, to: `/${label}`, ...(detail ? { detail } : {}) });
const screens = [screen('Atividades', 'Operações'), screen('Tipos de atividade', 'Cadastros'), screen('Elétrica'), screen('Usuários', 'Acesso')];
const labels = (items: GoToItem[]) => items.map((item) => item.label);

describe('matchScreens', () => {
  test('offers every screen in menu order when nothing is typed', () => {
    expect(labels(matchScreens(screens, '  '))).toEqual(['Atividades', 'Tipos de atividade', 'Elétrica', 'Usuários']);
  });

  test('matches without case or accents, the labels that start with the text first', () => {
    expect(labels(matchScreens(screens, 'ATIVID'))).toEqual(['Atividades', 'Tipos de atividade']);
    expect(labels(matchScreens(screens, 'eletr'))).toEqual(['Elétrica']);
  });

  test('every word must be found, in the label or the group', () => {
    expect(labels(matchScreens(screens, 'tipos ativ'))).toEqual(['Tipos de atividade']);
    expect(labels(matchScreens(screens, 'acesso'))).toEqual(['Usuários']);
    expect(matchScreens(screens, 'zzz')).toEqual([]);
  });
});
