import { describe, expect, it } from 'vitest';
import { createTextIndex } from './textIndex';

describe('createTextIndex', () => {
  const records = [{ t: 'Válvula de controle' }, { t: 'Bomba' }, undefined, { t: 'AÇÃO' }, {}, { t: 'valvulas' }, { t: 42 }];

  it('answers exactly the records each match type passes, long needles by trigrams and short ones by scanning', () => {
    const index = createTextIndex('t', records);
    expect(index.matching('valv', 'contains')).toEqual([0, 5]);
    expect(index.matching('acao', 'contains')).toEqual([3]);
    expect(index.matching('lvc', 'contains')).toEqual([]);
    // Trigrams in common, but not in one piece.
    expect(index.matching('valvulade', 'contains')).toEqual([]);
    expect(index.matching('a', 'contains')).toEqual([0, 1, 3, 5]);
    expect(index.matching('4', 'contains')).toEqual([6]);
    expect(index.matching('va', 'startsWith')).toEqual([0, 5]);
    expect(index.matching('valvula', 'startsWith')).toEqual([0, 5]);
    expect(index.matching('s', 'endsWith')).toEqual([5]);
    expect(index.matching('bomba', 'equals')).toEqual([1]);
    expect(index.matching('bom', 'equals')).toEqual([]);
    // A missing value contains nothing: only notContains keeps it; a hole is no record.
    expect(index.matching('a', 'notContains')).toEqual([4, 6]);
    expect(index.estimate('valv', 'contains')).toBeGreaterThanOrEqual(2);
  });

  it('through an array, any item matches; for notContains, none may contain the text', () => {
    const index = createTextIndex('tags[]', [{ tags: ['Ação', 'b'] }, { tags: [] }, {}, { tags: ['xb', 'ab'] }]);
    expect(index.matching('b', 'equals')).toEqual([0]);
    expect(index.matching('ab', 'endsWith')).toEqual([3]);
    expect(index.matching('acao', 'contains')).toEqual([0]);
    // Not across two items.
    expect(index.matching('acaob', 'contains')).toEqual([]);
    expect(index.matching('a', 'notContains')).toEqual([1, 2]);
  });

  it('follows additions and removals, before and after the trigrams exist', () => {
    const index = createTextIndex('t', records);
    index.remove(0, { t: 'Válvula de controle' });
    expect(index.matching('a', 'contains')).toEqual([1, 3, 5]);
    index.add(0, { t: 'Válvula' });
    expect(index.matching('bomba', 'contains')).toEqual([1]);
    index.remove(1, { t: 'Bomba' });
    index.add(1, { t: 'Válvula' });
    index.add(7, { t: 'bombas' });
    expect(index.matching('bomba', 'contains')).toEqual([7]);
    expect(index.matching('bo', 'startsWith')).toEqual([7]);
    expect(index.matching('valvula', 'contains')).toEqual([0, 1, 5]);
    expect(index.matching('valvula', 'equals')).toEqual([0, 1]);
  });

  it('follows a replace, before and after the trigrams exist, keeping the trigrams both texts share', () => {
    const index = createTextIndex('t', records);
    index.replace(1, { t: 'Bomba' }, { t: 'Bombeiro' });
    expect(index.matching('bo', 'startsWith')).toEqual([1]);
    expect(index.matching('bomb', 'contains')).toEqual([1]);
    index.replace(1, { t: 'Bombeiro' }, { t: 'Bomba d’água' });
    expect(index.matching('bombe', 'contains')).toEqual([]);
    expect(index.matching('bomba', 'startsWith')).toEqual([1]);
    expect(index.matching('agua', 'endsWith')).toEqual([1]);
    index.replace(5, { t: 'valvulas' }, {});
    expect(index.matching('valv', 'contains')).toEqual([0]);
    expect(index.matching('val', 'notContains')).toEqual([1, 3, 4, 5, 6]);
  });
});
