import { describe, expect, it } from 'vitest';
import { fieldOfId } from './fieldOfId';

describe('fieldOfId', () => {
  const fields = ['name', 'name_extra', 'translations'];

  it('finds the top-level field of an rjsf id, the longest match first', () => {
    expect(fieldOfId('root_name', fields)).toBe('name');
    expect(fieldOfId('root_name_extra', fields)).toBe('name_extra');
    expect(fieldOfId('root_translations_0_language', fields)).toBe('translations');
  });

  it('gives undefined for other ids', () => {
    expect(fieldOfId('root', fields)).toBeUndefined();
    expect(fieldOfId('root_other', fields)).toBeUndefined();
    expect(fieldOfId('name', fields)).toBeUndefined();
  });
});
