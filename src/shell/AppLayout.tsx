import { useCallback, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import type { ApiError } from '../framework/data/ApiError';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import { AppMenu } from './menu/AppMenu';
import { AppBarDocumentTitle } from './DocumentTitle';
import { AppTopBar } from './AppUserMenu';
import { LabelledProgressTheme } from './LabelledProgressTheme';
import { LoaderOverlay } from './LoaderOverlay';
import { ROUTED_DISPLAYS } from './routedErrors';
import { RoutedErrorListener } from './RoutedErrorListener';

/** The page's content keeps to the screen's width (a flex item grows to its widest content): what is wider scrolls inside itself, never the page. */
const FIT_CONTENT = { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } as const;

export function AppLayout({ children }: { children: ReactNode }) {
  // A failure that routes (project change, join request, forbidden) was already published
  // by the HTTP layer to the listener: no dialog for it.
  const routeError = useCallback((error: ApiError) => ROUTED_DISPLAYS.has(error.display), []);
  return (
    <LabelledProgressTheme>
      <ErrorDialogProvider routeError={routeError}>
        <Layout menu={AppMenu} appBar={AppTopBar} sx={FIT_CONTENT}>
          {children}
          <RoutedErrorListener />
          <AppBarDocumentTitle />
        </Layout>
        <LoaderOverlay />
      </ErrorDialogProvider>
    </LabelledProgressTheme>
  );
}
