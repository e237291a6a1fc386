// @vitest-environment jsdom
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

  it('keep the usual motion otherwise', async () => {
    for (const theme of Object.values(await themesWhere(false))) {
      expect(theme.components?.MuiButtonBase).toBeUndefined();
      expect(theme.components?.MuiCssBaseline).toBeUndefined();
    }
  });
});
