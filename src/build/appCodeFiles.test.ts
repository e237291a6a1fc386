import { describe, expect, it } from 'vitest';
import { appCodeFiles } from './appCodeFiles';

describe('appCodeFiles', () => {
  it("reads the browser app's sources, not the demo API's, the build's or the tests'", () => {
    const files = Object.keys(appCodeFiles(process.cwd()));
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('src/framework/feedback/describeError.ts');
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => /^src\/server\/|\/build\/|\/testing\/|\.test\.tsx?$/.test(file))).toEqual([]);
  });
});
