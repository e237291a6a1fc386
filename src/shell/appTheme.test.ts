// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe("the product's themes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('take the accessible components: motion as the system asks, light and dark alike', async () => {
    vi.resetModules();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const { lightTheme, darkTheme } = await import('./appTheme');
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.components?.MuiCheckbox?.defaultProps?.slotProps).toBeDefined();
    }
  });
});
