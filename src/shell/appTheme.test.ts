// @vitest-environment jsdom
// jsdom, not happy-dom: the test matches the rule's selector as a browser does, and happy-dom matches no complex selector inside :not().
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The themes as a browser whose system does (or does not) ask for reduced motion loads them. */
async function themesWhere(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  return import('./appTheme');
}

describe('the app themes and the system motion setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turn ripples off and end transitions and animations at once when the system asks for reduced motion', async () => {
    for (const theme of Object.values(await themesWhere(true))) {
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides)).toContain('prefers-reduced-motion: reduce');
    }
  });

  it('leave a drawing of many elements (data-drawing) out of the reduced-motion rule, and every other element in', async () => {
    const { lightTheme } = await themesWhere(true);
    const overrides = lightTheme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, unknown>>;
    const [selector = ''] = Object.keys(overrides['@media (prefers-reduced-motion: reduce)'] ?? {});
    // The rule's element part (jsdom matches no pseudo-elements).
    const elements = selector.split(',')[0]!.trim();
    document.body.innerHTML = '<p id="text">x</p><div data-drawing><svg><g id="shape"></g></svg></div>';
    expect(document.getElementById('text')!.matches(elements)).toBe(true);
    expect(document.querySelector('[data-drawing]')!.matches(elements)).toBe(true);
    expect(document.getElementById('shape')!.matches(elements)).toBe(false);
  });

  it('keep the usual motion otherwise', async () => {
    for (const theme of Object.values(await themesWhere(false))) {
      expect(theme.components?.MuiButtonBase).toBeUndefined();
      expect(theme.components?.MuiCssBaseline).toBeUndefined();
    }
  });
});
