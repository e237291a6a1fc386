import { describe, expect, it } from 'vitest';
import { partFileName } from './useBulkDownload';

describe('partFileName', () => {
  it('keeps the name of a single file and numbers the parts of several before the extension', () => {
    expect(partFileName('evidence.zip', 1, 1)).toBe('evidence.zip');
    expect(partFileName('evidence.zip', 2, 3)).toBe('evidence-2-of-3.zip');
    expect(partFileName('report', 1, 2)).toBe('report-1-of-2');
  });
});
