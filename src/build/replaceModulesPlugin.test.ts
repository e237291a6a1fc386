import type { Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { ORIGINAL_PREFIX, replaceModulesPlugin, replacementOf, type ModuleReplacement } from './replaceModulesPlugin';

const REPLACEMENTS: ModuleReplacement[] = [
  { file: 'pkg/dist/routing/adapter.js', by: '/app/shims/adapter.tsx' },
  { file: '@scope/lib/dist/heavy.js', by: '/app/shims/light.ts' },
];

/** Runs the plugin's hooks as the bundler would, with `resolved` standing for the normal resolution. */
function harness(resolved: Record<string, string>) {
  const plugin = replaceModulesPlugin({ replacements: REPLACEMENTS });
  const resolve = vi.fn(async (source: string) => (source in resolved ? ({ id: resolved[source], external: false } as Rollup.ResolvedId) : null));
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const context = { resolve, error } as unknown as Rollup.PluginContext;
  const hook = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: T }).handler) as (...args: unknown[]) => unknown;
  return {
    resolve,
    start: () => hook(plugin.buildStart).call(context, {}),
    resolveId: (source: string, importer?: string) => hook(plugin.resolveId).call(context, source, importer, { isEntry: false, attributes: {} }),
    generateBundle: () => hook(plugin.generateBundle).call(context, {}, {}, false),
  };
}

describe('replacementOf', () => {
  it('knows a replaced file by its place under node_modules, on any system and with a query', () => {
    expect(replacementOf('/w/node_modules/pkg/dist/routing/adapter.js', REPLACEMENTS)?.by).toBe('/app/shims/adapter.tsx');
    expect(replacementOf('C:\\w\\node_modules\\pkg\\dist\\routing\\adapter.js', REPLACEMENTS)?.by).toBe('/app/shims/adapter.tsx');
    expect(replacementOf('/w/node_modules/@scope/lib/dist/heavy.js?v=1', REPLACEMENTS)?.by).toBe('/app/shims/light.ts');
  });

  it('leaves other files, a same-named file of another package included', () => {
    expect(replacementOf('/w/node_modules/other-pkg/dist/routing/adapter.js', REPLACEMENTS)).toBeUndefined();
    expect(replacementOf('/w/node_modules/pkg/dist/routing/adapter.js.map', REPLACEMENTS)).toBeUndefined();
    expect(replacementOf('/w/src/pkg/dist/routing/adapter.js', REPLACEMENTS)).toBeUndefined();
  });
});

describe('replaceModulesPlugin', () => {
  it("replaces the package's own relative import of the file", async () => {
    const build = harness({ './adapters/adapter.js': '/w/node_modules/pkg/dist/routing/adapter.js' });
    build.start();
    expect(await build.resolveId('./adapters/adapter.js', '/w/node_modules/pkg/dist/routing/index.js')).toBe('/app/shims/adapter.tsx');
  });

  it('replaces an import by the package name from the app', async () => {
    const build = harness({ '@scope/lib/dist/heavy.js': '/w/node_modules/@scope/lib/dist/heavy.js' });
    expect(await build.resolveId('@scope/lib/dist/heavy.js', '/w/src/main.tsx')).toBe('/app/shims/light.ts');
  });

  it('leaves other modules to the normal resolution, and does not resolve imports that cannot reach a replaced file', async () => {
    const build = harness({ './index.js': '/w/node_modules/pkg/dist/index.js' });
    expect(await build.resolveId('./index.js', '/w/node_modules/pkg/dist/core.js')).toBeNull();
    expect(await build.resolveId('./App', '/w/src/main.tsx')).toBeNull();
    expect(await build.resolveId('react', '/w/node_modules/other/index.js')).toBeNull();
    expect(build.resolve).toHaveBeenCalledTimes(1);
  });

  it('fails the build when a listed file was never imported, and not when each was', async () => {
    const build = harness({
      './adapters/adapter.js': '/w/node_modules/pkg/dist/routing/adapter.js',
      '@scope/lib/dist/heavy.js': '/w/node_modules/@scope/lib/dist/heavy.js',
    });
    build.start();
    await build.resolveId('./adapters/adapter.js', '/w/node_modules/pkg/dist/routing/index.js');
    expect(() => build.generateBundle()).toThrow(/never imported.*@scope\/lib\/dist\/heavy\.js/);
    await build.resolveId('@scope/lib/dist/heavy.js', '/w/src/main.tsx');
    expect(() => build.generateBundle()).not.toThrow();
  });

  it("resolves a replacement's import of the original module as the normal resolution does, not to itself", async () => {
    const build = harness({ '@scope/lib/dist/heavy.js': '/w/node_modules/@scope/lib/dist/heavy.js' });
    expect(await build.resolveId(`${ORIGINAL_PREFIX}@scope/lib/dist/heavy.js`, '/app/shims/light.ts')).toEqual({
      id: '/w/node_modules/@scope/lib/dist/heavy.js',
      external: false,
    });
    expect(build.resolve).toHaveBeenCalledWith('@scope/lib/dist/heavy.js', '/app/shims/light.ts', expect.objectContaining({ skipSelf: true }));
  });
});
