import { describe, expect, it } from 'vitest';
import { createTextIndex } from './textIndex';

describe('createTextIndex', () => {
  const records = [{ t: 'Válvula de controle' }, { t: 'Bomba' }, undefined, { t: 'AÇÃO' }, {}, { t: 'valvulas' }];

  it('finds folded needles by trigrams, and short ones by scanning', () => {
    const index = createTextIndex('t', records);
    expect(index.containing('valv')).toEqual([0, 5]);
    expect(index.containing('acao')).toEqual([3]);
    expect(index.containing('lvc')).toEqual([]);
    expect(index.containing('a')).toEqual([0, 1, 3, 5]);
    expect(index.estimate('valv')).toBeGreaterThanOrEqual(2);
  });

  it('follows additions and removals once the trigrams exist', () => {
    const index = createTextIndex('t', records);
    expect(index.containing('bomba')).toEqual([1]);
    index.remove(1, { t: 'Bomba' });
    index.add(1, { t: 'Válvula' });
    index.add(6, { t: 'bombas' });
    expect(index.containing('bomba')).toEqual([6]);
    expect(index.containing('valvula')).toEqual([0, 1, 5]);
  });
});
