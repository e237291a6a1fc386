import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, Inspector, LayoutClasses, Loading, SkipNavigationButton } from 'react-admin';

export interface AppFrameProps {
  appBar: ComponentType;
  sidebar: ComponentType<{ children: ReactNode }>;
  menu: ComponentType;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * react-admin's `Layout`, as drawn (its classes, skip link, error page, loading page and
 * preferences inspector), with the bar, the sidebar and the menu the app always gives:
 * react-admin's would be its defaults, shipped on the first page for nothing.
 */
export function AppFrame({ appBar: AppBar, sidebar: Sidebar, menu: Menu, sx, children }: AppFrameProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout" sx={sx}>
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
        <Inspector />
      </div>
    </Root>
  );
}

/** react-admin's layout styles (`RaLayout`), so themes and styles written for it still apply. */
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
