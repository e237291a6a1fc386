import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { applicationIdentity } from '../application/identitySection';
import { ErrorDialogProvider } from '../feedback/ErrorDialogContext';
import { LabelledProgressTheme } from '../views/LabelledProgressTheme';

/** The user menu named by the name it shows (react-admin's is named "Profile" while it shows the user's name). */
function EngineUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu {...(identity?.fullName ? { label: identity.fullName } : {})} />;
}

/** The application's name, then the page's title; on a phone the title alone, which has the room. */
function EngineAppBar() {
  return (
    <AppBar
      userMenu={<EngineUserMenu />}
      // The title's text sits in react-admin's boxes: inline, so a title longer than its room ends in an ellipsis.
      sx={{ '& #react-admin-title *': { display: 'inline' } }}
    >
      <Typography
        component="span"
        variant="h6"
        sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0, mr: 2, fontWeight: 700 }}
        data-testid="application-name"
      >
        {applicationIdentity().name}
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

/**
 * react-admin's layout (its app bar, its menu of the resources) around the engine's error dialog, which the generated
 * screens open; every progress indicator in it is named in the user's language.
 */
export function EngineLayout({ children }: { children: ReactNode }) {
  return (
    <LabelledProgressTheme>
      <ErrorDialogProvider>
        <Layout appBar={EngineAppBar}>{children}</Layout>
      </ErrorDialogProvider>
    </LabelledProgressTheme>
  );
}
