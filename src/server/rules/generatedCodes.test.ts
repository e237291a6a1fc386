import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { generatedCodes, nextCode } from './generatedCodes';

const code = { prefix: 'PND-', digits: 6 };

describe('nextCode', () => {
  it('starts at 1, zero-padded, when no record holds a code', () => {
    expect(nextCode(code, 'publicId', [])).toBe('PND-000001');
    expect(nextCode(code, 'publicId', [{ _id: 'a' }])).toBe('PND-000001');
  });

  it('is one more than the highest code in use, whatever the order, ignoring other shapes', () => {
    expect(nextCode(code, 'publicId', [{ publicId: 'PND-000172' }, { publicId: 'PND-000009' }, { publicId: 'X-999999' }, { publicId: 'PND-12a' }])).toBe(
      'PND-000173',
    );
  });

  it('takes the prefix literally (a dot is no wildcard)', () => {
    expect(nextCode({ prefix: 'A.', digits: 3 }, 'code', [{ code: 'AB005' }, { code: 'A.002' }])).toBe('A.003');
  });
});

describe('generatedCodes', () => {
  it('gives every declared field its code, and nothing when none is declared', () => {
    const pendency = testResourceModel({ name: 'pendency', generatedCodes: { publicId: code } });
    expect(generatedCodes(pendency, [{ publicId: 'PND-000041' }])).toEqual({ publicId: 'PND-000042' });
    expect(generatedCodes(testResourceModel({ name: 'plain' }), [])).toEqual({});
  });
});
