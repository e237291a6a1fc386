// @vitest-environment jsdom
// jsdom, not happy-dom: the test matches the rule's selector as a browser does, and happy-dom matches no complex selector inside :not().
import type { RaThemeOptions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The engine's theme, and a bare one given the accessible components, as a browser whose system does (or does not) ask for reduced motion loads them. */
async function themesWhere(reduce: boolean): Promise<RaThemeOptions[]> {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  const { withAccessibleComponents } = await import('./accessibleComponents');
  const { ENGINE_THEME } = await import('./engineTheme');
  return [withAccessibleComponents({ palette: { mode: 'dark' } }), ENGINE_THEME];
}

describe('the accessible components every application theme takes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('name a row checkbox on its input and make tooltips opaque, whatever the motion setting', async () => {
    for (const theme of [...(await themesWhere(false)), ...(await themesWhere(true))]) {
      const slots = theme.components?.MuiCheckbox?.defaultProps?.slotProps as Record<string, (state: object) => object>;
      expect(slots.input!({ 'aria-label': 'Select this row' })).toEqual({ 'aria-label': 'Select this row' });
      expect(slots.root!({ 'aria-label': 'Select this row' })).toEqual({ 'aria-label': undefined });
      expect(JSON.stringify(theme.components?.MuiTooltip?.styleOverrides)).toContain('#616161');
    }
  });

  it('turn ripples off and end transitions and animations at once when the system asks for reduced motion', async () => {
    for (const theme of await themesWhere(true)) {
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides)).toContain('prefers-reduced-motion: reduce');
    }
  });

  it('leave a drawing of many elements (data-drawing) out of the reduced-motion rule, and every other element in', async () => {
    const [theme] = await themesWhere(true);
    const overrides = theme!.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, unknown>>;
    const [selector = ''] = Object.keys(overrides['@media (prefers-reduced-motion: reduce)'] ?? {});
    // The rule's element part (jsdom matches no pseudo-elements).
    const elements = selector.split(',')[0]!.trim();
    document.body.innerHTML = '<p id="text">x</p><div data-drawing><svg><g id="shape"></g></svg></div>';
    expect(document.getElementById('text')!.matches(elements)).toBe(true);
    expect(document.querySelector('[data-drawing]')!.matches(elements)).toBe(true);
    expect(document.getElementById('shape')!.matches(elements)).toBe(false);
  });

  it('keep the usual motion otherwise', async () => {
    for (const theme of await themesWhere(false)) {
      expect(theme.components?.MuiButtonBase).toBeUndefined();
      expect(theme.components?.MuiCssBaseline).toBeUndefined();
    }
  });
});
