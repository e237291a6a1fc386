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

  it("end MUI's transitions at once when the system asks for reduced motion: nothing measures the page for a motion not shown", async () => {
    /** What a transition entering calls, as a browser loads the app with or without reduced motion. */
    async function enterCallsWhere(reduce: boolean): Promise<string[]> {
      await themesWhere(reduce);
      const { createElement } = await import('react');
      const { Transition } = await import('react-transition-group');
      const { render, cleanup } = await import('@testing-library/react');
      const calls: string[] = [];
      const node = { current: null };
      render(
        createElement(Transition, {
          in: true,
          appear: true,
          timeout: 50,
          nodeRef: node,
          onEnter: () => calls.push('enter'),
          onEntered: () => calls.push('entered'),
          children: createElement('div', { ref: node }),
        }),
      );
      await vi.waitFor(() => expect(calls).toContain('entered'));
      cleanup();
      return calls;
    }
    // react-transition-group is loaded once for the worker (the tests above loaded the app with reduced motion too): as a fresh page has it first.
    const { config } = await import('react-transition-group');
    config.disabled = false;
    try {
      expect(await enterCallsWhere(false)).toEqual(['enter', 'entered']);
      expect(await enterCallsWhere(true)).toEqual(['entered']);
    } finally {
      config.disabled = false;
    }
  });

  it('keep the usual motion otherwise', async () => {
    for (const theme of await themesWhere(false)) {
      expect(theme.components?.MuiButtonBase).toBeUndefined();
      expect(theme.components?.MuiCssBaseline).toBeUndefined();
    }
  });
});
