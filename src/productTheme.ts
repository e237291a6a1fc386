import type { ThemeSection } from './framework/application/themeSection';

/**
 * The product's look, declared to the engine (`theme`) and laid under the shell's themes:
 * react-admin's blues darkened for white text, for links on the page (6.6:1) and for link chips
 * on a hovered chip's grey (5.0:1), WCAG AA; the global popup 490 px wide (spec §9).
 */
export const PRODUCT_THEME: ThemeSection = {
  palette: {
    primary: { main: '#135cb0' },
    secondary: { light: '#5e92f3', main: '#135cb0', dark: '#003c8f', contrastText: '#fff' },
  },
  popup: { width: 490 },
};
