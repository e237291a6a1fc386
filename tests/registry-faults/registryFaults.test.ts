import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../support/projectCopy';
import { applyEdit, baseProject, checkOutput, readCases, removeSharedBaseProject, type FaultCase } from './faultCases';

/*
 * The corpus of broken definitions (cases.json): each case breaks the project (with the
 * full-feature test entity added) in one way, and `npm run check` must print exactly one
 * fault, at the given place (`file:line:column` for JSON syntax, `file#pointer` otherwise),
 * with the given words; faults that follow from it in other files are folded into one line.
 */
const cases = readCases();

afterAll(removeSharedBaseProject);

/** The top-level fault lines: `  <location>: <message>`. */
function faultLines(output: string): string[] {
  return output.split('\n').filter((line) => /^ {2}\S/.test(line));
}

describe('the corpus of broken definitions', () => {
  it('holds at least 60 cases, each with its own name', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((fault) => fault.name)).size).toBe(cases.length);
  });

  it('passes on the unbroken base project', () => {
    expect(checkOutput({ name: 'base', edits: [], expect: [] })).toBe('');
  });

  it.each(cases.map((fault): [string, FaultCase] => [fault.name, fault]))('%s', (_name, fault) => {
    const output = checkOutput(fault);
    const lines = faultLines(output);
    expect(lines, output).toHaveLength(fault.expect.length);
    for (const expected of fault.expect) {
      const colon = expected.indexOf(': ', expected.indexOf('#') === -1 ? expected.search(/:\d+:\d+/) + 1 : expected.indexOf('#'));
      const [location, fragment] = [expected.slice(0, colon), expected.slice(colon + 2)];
      const line = lines.find((candidate) => candidate.startsWith(`  ${location}: `));
      expect(line, `no fault at ${location} in:\n${output}`).toBeDefined();
      expect(line).toContain(fragment);
    }
    if (fault.folded) expect(output).toMatch(new RegExp(`^ {4}\\(and \\d+ faults? that follows? from it in`, 'm'));
    else expect(output).not.toMatch(/follows? from it/);
  });
});

describe('npm run check on a broken project', () => {
  it('exits 1 and prints the fault lines only', () => {
    const fault = cases.find((entry) => entry.name === 'trailing comma in an object')!;
    const root = baseProject();
    try {
      for (const edit of fault.edits) applyEdit(root, edit);
      let status = 0;
      let output = '';
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', root], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        [status, output] = [failed.status, failed.stdout + failed.stderr];
      }
      expect(status).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        '1 problem in the entity files:',
        expect.stringMatching(
          /^ {2}resources\/gauge\.resource\.json:17:48: invalid JSON: a property name in double quotes is expected here\. Fix: remove the trailing comma/,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('npm run build on a broken project', () => {
  it('fails printing the fault lines, with no stack trace and no warnings', () => {
    const copy = projectCopy();
    try {
      applyEdit(copy.root, { file: 'resources/discipline.resource.json', replace: ['"name": "discipline",', '"name": "discipline",,'] });
      let status = 0;
      let output = '';
      try {
        execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner'], {
          cwd: copy.root,
          encoding: 'utf8',
          stdio: 'pipe',
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        [status, output] = [failed.status, failed.stdout + failed.stderr];
      }
      expect(status).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        'error during build:',
        '1 problem in the entity files:',
        expect.stringMatching(/^ {2}resources\/discipline\.resource\.json:3:24: invalid JSON: a property name in double quotes is expected here\. Fix: /),
        expect.stringMatching(/^ {4}\(and \d+ faults that follow from it in \d+ files: /),
      ]);
    } finally {
      copy.remove();
    }
  }, 120_000);
});
