import { describe, expect, it } from 'vitest';
import { errorReportText } from './errorReportText';

describe('errorReportText', () => {
  it('puts the title, then one failed item a line with its code and message', () => {
    const text = errorReportText('Activities not imported', [
      { id: 'FVI-4126', error: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE', message: 'No discipline.' },
      { id: 'OP-1', error: 'OP_FAIL', message: '' },
    ]);
    expect(text).toBe('Activities not imported\nFVI-4126: ACTIVITY_FVI_WITHOUT_DISCIPLINE - No discipline.\nOP-1: OP_FAIL');
  });
});
