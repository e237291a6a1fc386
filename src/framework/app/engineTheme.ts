import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { withAccessibleComponents } from './accessibleComponents';

/**
 * react-admin's light theme in blues that text reads on and in: its app bar's #2196f3 gives
 * white text 3.1:1 and MUI's #1976d2 text on its grey background 4.4:1, below the 4.5:1 that
 * WCAG AA asks of normal text; #1565c0 gives 5.7:1 either way. With the accessible component
 * settings the product's themes have (accessibleComponents.ts).
 */
export const ENGINE_THEME: RaThemeOptions = withAccessibleComponents({
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#6ec6ff', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
  },
});
