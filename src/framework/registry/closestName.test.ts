import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, editDistance } from './closestName';

describe('closestName', () => {
  it('measures edits', () => {
    expect(editDistance('nome', 'name')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('minLenght', 'minLength')).toBe(1);
    expect(editDistance('nmae', 'name')).toBe(1);
  });

  it('finds a typo of a known name, and nothing for an unrelated one', () => {
    expect(closestName('nome', ['code', 'name', 'kind'])).toBe('name');
    expect(closestName('requried', ['required', 'properties'])).toBe('required');
    expect(closestName('title', ['code', 'kind'])).toBeUndefined();
    expect(didYouMean('serial', ['code'])).toBe('');
    expect(didYouMean('cod', ['code'])).toBe('; did you mean "code"?');
  });
});
