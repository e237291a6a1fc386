import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'fixtures.ts'), ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run fixtures', () => {
  it('writes activity.json and activity-task.json into --out, with progress, and nothing else', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fixtures-cli-')), 'new-dir');
    const result = run('--activities', '40', '--out', out, '--seed', '3');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Generating 40 activities (seed 3)');
    expect(result.stdout).toContain('40 / 40 activities');
    expect(readdirSync(out).sort()).toEqual(['activity-task.json', 'activity.json']);
    expect(JSON.parse(readFileSync(join(out, 'activity.json'), 'utf8'))).toHaveLength(40);
  });

  it('writes the same bytes for the same seed', () => {
    const [a, b] = [mkdtempSync(join(tmpdir(), 'fixtures-a-')), mkdtempSync(join(tmpdir(), 'fixtures-b-'))];
    run('--activities', '25', '--out', a);
    run('--activities', '25', '--out', b);
    for (const file of ['activity.json', 'activity-task.json']) expect(readFileSync(join(a, file), 'utf8')).toBe(readFileSync(join(b, file), 'utf8'));
  });

  it('explains a bad command line without a stack trace, and writes nothing', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fixtures-bad-')), 'never');
    for (const [args, message] of [
      [['--activities', 'lots', '--out', out], '--activities needs a whole number, got "lots"'],
      [['--out', out], '--activities <count> is required'],
      [['--activities', '5', '--colour', 'red'], 'unknown option "--colour"'],
    ] as const) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`npm run fixtures: ${message}`);
      expect(result.stderr).toContain('Usage: npm run fixtures');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('names an unusable reference fixture', () => {
    const refs = mkdtempSync(join(tmpdir(), 'fixtures-refs-'));
    writeFileSync(join(refs, 'discipline.json'), '{"not": "a list"}');
    const result = run('--activities', '5', '--fixtures', refs, '--out', join(refs, 'out'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${join(refs, 'discipline.json')}: must hold a JSON array of records`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
