import { memo, useCallback, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import type { ApiError } from '../framework/data/ApiError';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import { PathOnlyLocation } from '../framework/routing/PathOnlyLocation';
import { AfterFirstPaint } from '../framework/views/AfterFirstPaint';
import { AppFooter } from './AppFooter';
import { AppFrame } from './AppFrame';
import { AppMenu } from './menu/AppMenu';
import { AppSidebar } from './menu/AppSidebar';
import { AppBarDocumentTitle } from './DocumentTitle';
import { LanguageChangeEffects } from './language/LanguageChangeEffects';
import { AppTopBar, SCOPE_ROW_HEIGHT } from './AppUserMenu';
import { LabelledProgressTheme } from '../framework/views/LabelledProgressTheme';
import { LoaderOverlay } from './LoaderOverlay';
import { ROUTED_DISPLAYS } from './routedErrors';
import { ScopeRefusalListener } from './scope/ScopeRefusalListener';
import { RoutedErrorListener } from './RoutedErrorListener';

/** The page's content keeps to the screen's width (a flex item grows to its widest content): what is wider scrolls inside itself, never the page. */
const FIT_CONTENT = (theme: Theme) => ({
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  // The header has a second row (the scope tabs) from md up; the sidebar shortens itself (AppSidebar).
  [theme.breakpoints.up('md')]: {
    '& .RaLayout-appFrame': { marginTop: `calc(${theme.spacing(6)} + ${SCOPE_ROW_HEIGHT}px)` },
  },
});

/**
 * react-admin's layout draws itself again each time its routes do (a resource registered,
 * an access answer arrived), with the bar and the menu in it: as they take no props, they
 * draw again only when what they read changes (for the menu, the path: see PathOnlyLocation).
 */
const StableTopBar = memo(AppTopBar);
const StableMenu = memo(function StableMenu() {
  // The menu shows where the user is by the path alone: a list's new page leaves it be.
  // On a cold load it draws once the page's content has painted (the sidebar keeps its width meanwhile).
  return (
    <AfterFirstPaint>
      <PathOnlyLocation>
        <AppMenu />
      </PathOnlyLocation>
    </AfterFirstPaint>
  );
});

export function AppLayout({ children }: { children: ReactNode }) {
  // A failure that routes (project change, join request, forbidden) was already published
  // by the HTTP layer to the listener: no dialog for it.
  const routeError = useCallback((error: ApiError) => ROUTED_DISPLAYS.has(error.display), []);
  return (
    <LabelledProgressTheme>
      <ErrorDialogProvider routeError={routeError}>
        <AppFrame menu={StableMenu} appBar={StableTopBar} sidebar={AppSidebar} sx={FIT_CONTENT}>
          {children}
          <AppFooter />
          <RoutedErrorListener />
          <ScopeRefusalListener />
          <AppBarDocumentTitle />
          <LanguageChangeEffects />
        </AppFrame>
        <LoaderOverlay />
      </ErrorDialogProvider>
    </LabelledProgressTheme>
  );
}
