import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenProject } from '../src/framework/testing/brokenProject';

function runCheck(root: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', root], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

let cleanup: string | undefined;
afterEach(() => {
  if (cleanup) rmSync(cleanup, { recursive: true, force: true });
});

describe('npm run check', () => {
  it('passes on the project', () => {
    const { status, output } = runCheck(process.cwd());
    expect(status).toBe(0);
    expect(output).toMatch(/resources and their fixtures are valid/);
  });

  it('fails naming the file, the JSON pointer and the fault', () => {
    const { root, file, pointer, schemaFile } = brokenProject();
    cleanup = root;
    const { status, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).toContain(`${file}#${pointer}: field "colour" is not a property of ${schemaFile}`);
  });
});
