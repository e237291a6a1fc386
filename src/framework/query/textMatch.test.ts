import { describe, expect, it } from 'vitest';
import { foldText, textMatches } from './textMatch';

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Elétrica ÇÃO')).toBe('eletrica cao');
  });
  it('turns missing values into the empty text and numbers into their digits', () => {
    expect(foldText(undefined)).toBe('');
    expect(foldText(null)).toBe('');
    expect(foldText(42)).toBe('42');
  });
});

describe('textMatches', () => {
  it('contains ignores case and accents', () => {
    expect(textMatches('Instrumentação', 'TACAO', 'contains')).toBe(true);
    expect(textMatches('Instrumentação', 'civil', 'contains')).toBe(false);
  });
  it('equals needs the whole text', () => {
    expect(textMatches('Civil', 'civil', 'equals')).toBe(true);
    expect(textMatches('Civil 2', 'civil', 'equals')).toBe(false);
  });
  it('startsWith and endsWith anchor at one end', () => {
    expect(textMatches('Mecânica', 'meca', 'startsWith')).toBe(true);
    expect(textMatches('Mecânica', 'nica', 'startsWith')).toBe(false);
    expect(textMatches('Mecânica', 'NICA', 'endsWith')).toBe(true);
    expect(textMatches('Mecânica', 'meca', 'endsWith')).toBe(false);
  });
  it('notContains accepts records without the text, including missing values', () => {
    expect(textMatches('Elétrica', 'civil', 'notContains')).toBe(true);
    expect(textMatches('Elétrica', 'ELETR', 'notContains')).toBe(false);
    expect(textMatches(undefined, 'x', 'notContains')).toBe(true);
    expect(textMatches(undefined, 'x', 'contains')).toBe(false);
  });
});
