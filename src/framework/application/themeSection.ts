/**
 * The application's look (its `theme` section): MUI palette and typography options laid over
 * the engine's theme, and the global popup's width. The neutral default is the engine's theme
 * (react-admin's light theme, its blues darkened to WCAG AA) and a popup 490 px wide.
 */
import { declaredSection } from './applicationDeclaration';
import type { ThemeSection } from './themeSectionSchema';

export type { ThemeSection };

declare module './applicationDeclaration' {
  interface ApplicationSections {
    theme: ThemeSection;
  }
}

/** The global popup's width when the application declares none. */
export const NEUTRAL_POPUP_WIDTH = 490;

/** The running application's theme section (empty: the engine's look). */
export function declaredTheme(): ThemeSection {
  return declaredSection('theme') ?? {};
}

/** The global popup's width in pixels. */
export function popupWidth(): number {
  return declaredTheme().popup?.width ?? NEUTRAL_POPUP_WIDTH;
}

/** Options with a palette and typography, as MUI's and react-admin's themes have them. */
interface ThemeOptionsLike {
  palette?: object;
  typography?: object | ((...args: never[]) => object);
}

/**
 * `base` with the declared palette and typography laid over it: a declared colour replaces the
 * base's whole colour (MUI derives the shades it is not given), a declared font key replaces that key.
 */
export function withDeclaredTheme<T extends ThemeOptionsLike>(base: T, theme: ThemeSection = declaredTheme()): T {
  const baseTypography = typeof base.typography === 'object' ? base.typography : {};
  return {
    ...base,
    ...(theme.palette ? { palette: { ...base.palette, ...theme.palette } } : {}),
    ...(theme.typography ? { typography: { ...baseTypography, ...theme.typography } } : {}),
  };
}
