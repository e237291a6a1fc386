import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { withAccessibleComponents } from '../framework/app/accessibleComponents';
import { withDeclaredTheme } from '../framework/application/themeSection';
import { PRODUCT_THEME } from '../productTheme';

/** react-admin's light theme in the product's palette (productTheme.ts). */
export const lightTheme: RaThemeOptions = withDeclaredTheme(withAccessibleComponents(defaultLightTheme), PRODUCT_THEME);

export const darkTheme: RaThemeOptions = withAccessibleComponents(defaultDarkTheme);
