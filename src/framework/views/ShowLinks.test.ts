import { describe, expect, it } from 'vitest';
import { linkPath } from './ShowLinks';

describe('linkPath', () => {
  it('fills every {id} with the encoded id', () => {
    expect(linkPath('/process-model-edit/{id}', '65a0f3c2e4b0a1d2c3e4f501')).toBe('/process-model-edit/65a0f3c2e4b0a1d2c3e4f501');
    expect(linkPath('/a/{id}/b/{id}', 'x/y')).toBe('/a/x%2Fy/b/x%2Fy');
  });
});
