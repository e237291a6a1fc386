import { describe, expect, it } from 'vitest';
import { mediaSize } from './mediaSize';

describe('mediaSize', () => {
  it('writes bytes in the largest fitting unit, in the language format', () => {
    expect(mediaSize(0, 'en')).toBe('0 B');
    expect(mediaSize(1536, 'pt')).toBe('1,5 KB');
    expect(mediaSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});
