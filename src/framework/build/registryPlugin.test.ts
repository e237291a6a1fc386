import { rmSync } from 'node:fs';
import { inspect } from 'node:util';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenProject } from '../testing/brokenProject';
import { registryPlugin } from './registryPlugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way Vite does, with a context whose `error` throws like Vite's. */
function loadVirtualModule(root: string, command: 'build' | 'serve'): unknown {
  const plugin = registryPlugin({ root });
  (plugin.configResolved as Hook).call(undefined, { command } as ResolvedConfig);
  const id = (plugin.resolveId as Hook).call(undefined, 'virtual:registry');
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (plugin.load as Hook).call(context, id);
}

let cleanup: string | undefined;
afterEach(() => {
  if (cleanup) rmSync(cleanup, { recursive: true, force: true });
});

describe('registryPlugin', () => {
  it('serves the checked model of the project', () => {
    const code = String(loadVirtualModule(process.cwd(), 'build'));
    expect(code).toMatch(/^export const registryResult = \{"ok":true,"model":\{"resources":\[/);
  });

  it('fails the build with the file, the JSON pointer and the fault', () => {
    const { root, file, pointer, schemaFile } = brokenProject();
    cleanup = root;
    expect(() => loadVirtualModule(root, 'build')).toThrow(`${file}#${pointer}: column "colour" is not a property of ${schemaFile}`);
  });

  it('refuses a build before the bundler starts, printing the fault list and no stack trace', () => {
    const { root, file, pointer } = brokenProject();
    cleanup = root;
    const plugin = registryPlugin({ root });
    let thrown: unknown;
    try {
      (plugin.config as Hook).call(undefined, {}, { command: 'build', mode: 'production' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const printed = inspect(thrown);
    expect(printed).toMatch(new RegExp(`^1 problem in the entity files:\n {2}${file.replace(/[.]/g, '\\.')}#${pointer}: column "colour"`));
    expect(printed).not.toMatch(/\bat \S+ \(/);
  });

  it('hands the faults to the page under the dev server, so it shows them instead of going blank', () => {
    const { root, file, pointer } = brokenProject();
    cleanup = root;
    const code = String(loadVirtualModule(root, 'serve'));
    const result = JSON.parse(code.replace('export const registryResult = ', '').replace(/;$/, '')) as { ok: boolean; issues: unknown[] };
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([{ file, pointer, message: expect.stringContaining('column "colour"') }]);
  });
});
