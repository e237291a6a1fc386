import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import { Sidebar, type SidebarProps } from 'react-admin';
import { SCOPE_ROW_HEIGHT } from '../AppUserMenu';

/** Spec §9: the mobile sidebar (a drawer over the page) applies below 768 px. */
export const MOBILE_SIDEBAR_WIDTH = 768;

/**
 * The outer theme with `sm` at 768 px: react-admin's sidebar and menu items switch to their mobile behaviour there.
 * A theme is valid theme options (createTheme takes its own output), but proving it structurally,
 * component overrides and all, cost the type check 20 seconds: the outer theme is passed as options unchecked.
 */
const withMobileBreakpoint = (outer: Theme): Theme =>
  createTheme({ ...(outer as unknown as ThemeOptions), breakpoints: { values: { ...outer.breakpoints.values, sm: MOBILE_SIDEBAR_WIDTH } } });

/**
 * From md up the header has a second row (the scope tabs): the sidebar is that much shorter,
 * or its last entries sit below the screen and the page scrolls. Given as the sidebar's own
 * `sx`, which comes after its styled defaults.
 */
const BELOW_TWO_ROW_HEADER = (theme: Theme) => {
  const height = `calc(100vh - 3em - ${SCOPE_ROW_HEIGHT}px)`;
  return { [theme.breakpoints.up('md')]: { height, '& .RaSidebar-fixed': { height } } };
};

/** react-admin's sidebar, a drawer below 768 px instead of below 600 px. */
export function AppSidebar(props: SidebarProps) {
  return (
    <ThemeProvider theme={withMobileBreakpoint}>
      <Sidebar {...props} sx={BELOW_TWO_ROW_HEADER} />
    </ThemeProvider>
  );
}
