import type { Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { rewriteSelectors, rewriteSelectorsPlugin, type SelectorRewrite } from './rewriteSelectorsPlugin';

const REWRITES: SelectorRewrite[] = [{ file: 'pkg/dist/style.css', selector: '.active .handles *', by: '.active .handles .handle' }];

const SHEET = `.handles .handle {
  display: block;
}

.active .handles * {
  display: none;
}

.other, .active .handles * .deeper {
  color: red;
}
`;

describe('rewriteSelectors', () => {
  it('rewrites the rule starting with the selector and no other', () => {
    const rewritten = rewriteSelectors(SHEET, 'pkg/dist/style.css', REWRITES);
    expect(rewritten).toContain('\n.active .handles .handle {\n  display: none;\n}');
    expect(rewritten).toContain('.other, .active .handles * .deeper {');
    expect(rewritten.split('\n')).toHaveLength(SHEET.split('\n').length);
  });

  it('refuses a style sheet that no longer has the selector, naming both', () => {
    expect(() => rewriteSelectors('.active .handles > * {}', 'pkg/dist/style.css', REWRITES)).toThrow(
      'pkg/dist/style.css has no rule whose selector is ".active .handles *"',
    );
  });
});

/** Runs the plugin's hooks as the bundler would. */
function harness() {
  const plugin = rewriteSelectorsPlugin({ rewrites: REWRITES });
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const context = { error, meta: { watchMode: false } } as unknown as Rollup.PluginContext;
  const hook = (h: unknown) => (typeof h === 'function' ? h : (h as { handler: unknown }).handler) as (...args: unknown[]) => unknown;
  return {
    start: () => hook(plugin.buildStart).call(context, {}),
    transform: (code: string, id: string) => hook(plugin.transform).call(context, code, id) as { code: string } | null,
    end: () => hook(plugin.buildEnd).call(context, undefined),
  };
}

describe('rewriteSelectorsPlugin', () => {
  it('rewrites the listed style sheet however it is imported, and leaves other files alone', () => {
    const build = harness();
    build.start();
    expect(build.transform(SHEET, '/w/node_modules/pkg/dist/style.css?direct')?.code).toContain('.active .handles .handle {');
    expect(build.transform(SHEET, 'C:\\w\\node_modules\\pkg\\dist\\style.css')?.code).toContain('.active .handles .handle {');
    expect(build.transform(SHEET, '/w/node_modules/other/dist/style.css')).toBeNull();
    expect(build.transform(SHEET, '/w/src/pkg/dist/style.css')).toBeNull();
    expect(() => build.end()).not.toThrow();
  });

  it('fails the build when the style sheet lost the selector, or was never imported', () => {
    const build = harness();
    build.start();
    expect(() => build.transform('.active .handles > * {}', '/w/node_modules/pkg/dist/style.css')).toThrow('has no rule whose selector is');
    build.start();
    expect(() => build.end()).toThrow('style sheets to rewrite that the build never imported: pkg/dist/style.css');
  });
});
