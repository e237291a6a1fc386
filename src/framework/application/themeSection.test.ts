import { afterEach, describe, expect, test } from 'vitest';
import { declareApplication, declaredApplication } from './applicationDeclaration';
import { popupWidth, withDeclaredTheme } from './themeSection';

const BASE = {
  palette: { mode: 'light' as const, primary: { main: '#1565c0' }, secondary: { main: '#1565c0', dark: '#0d47a1' } },
  typography: { fontFamily: 'Roboto', fontSize: 14 },
  components: { MuiButton: {} },
};

describe("the application's theme", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  test('an application that declares none keeps the base theme and a popup 490 px wide', () => {
    declareApplication({});
    expect(withDeclaredTheme(BASE)).toEqual(BASE);
    expect(popupWidth()).toBe(490);
  });

  test('a declared colour replaces the whole base colour, a declared font key that key, and the rest stays', () => {
    declareApplication({ theme: { palette: { primary: { main: '#00695c' } }, typography: { fontSize: 16 }, popup: { width: 600 } } });
    const theme = withDeclaredTheme(BASE);
    expect(theme.palette).toEqual({ mode: 'light', primary: { main: '#00695c' }, secondary: BASE.palette.secondary });
    expect(theme.typography).toEqual({ fontFamily: 'Roboto', fontSize: 16 });
    expect(theme.components).toBe(BASE.components);
    expect(popupWidth()).toBe(600);
  });

  test("the product's popup is 490 px wide and its app bar #135cb0 (spec §9, WCAG AA)", () => {
    expect(popupWidth()).toBe(490);
    expect(withDeclaredTheme(BASE).palette.secondary).toMatchObject({ main: '#135cb0' });
  });
});
