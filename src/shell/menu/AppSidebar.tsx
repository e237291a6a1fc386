import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { Sidebar, type SidebarProps } from 'react-admin';

/** Spec §9: the mobile sidebar (a drawer over the page) applies below 768 px. */
export const MOBILE_SIDEBAR_WIDTH = 768;

/** The outer theme with `sm` at 768 px: react-admin's sidebar and menu items switch to their mobile behaviour there. */
const withMobileBreakpoint = (outer: Theme): Theme =>
  createTheme({ ...outer, breakpoints: { values: { ...outer.breakpoints.values, sm: MOBILE_SIDEBAR_WIDTH } } });

/** react-admin's sidebar, a drawer below 768 px instead of below 600 px. */
export function AppSidebar(props: SidebarProps) {
  return (
    <ThemeProvider theme={withMobileBreakpoint}>
      <Sidebar {...props} />
    </ThemeProvider>
  );
}
