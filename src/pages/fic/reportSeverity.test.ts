import { describe, expect, it } from 'vitest';
import { reportSeverity } from './reportSeverity';

const failed = (error: string) => ({ id: 'X-1', error, message: '' });

describe('reportSeverity (spec §4)', () => {
  it.each([
    ['some processed, no errors', 3, [], 'success'],
    ['some processed, some failed', 2, [failed('OP_FAIL')], 'warning'],
    [
      'none processed, every error an already-imported one',
      0,
      [failed('OP_ALREADY_IMPORTED'), failed('PRESERVATION_ORDER_ACTIVITY_ALREADY_EXISTS')],
      'warning',
    ],
    ['none processed, one error of another kind', 0, [failed('OP_ALREADY_IMPORTED'), failed('ACTIVITY_FVI_WITHOUT_DISCIPLINE')], 'error'],
    ['none processed, no errors', 0, [], 'error'],
  ] as const)('%s: %s', (_, done, errors, expected) => {
    expect(reportSeverity({ done, errors: [...errors] })).toBe(expected);
  });
});
