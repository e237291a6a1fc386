import type { ReactNode } from 'react';
import { AppBar, Layout, UserMenu, useGetIdentity } from 'react-admin';
import { ErrorDialogProvider } from '../feedback/ErrorDialogContext';

/** The user menu named by the name it shows (react-admin's is named "Profile" while it shows the user's name). */
function EngineUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu {...(identity?.fullName ? { label: identity.fullName } : {})} />;
}

function EngineAppBar() {
  return <AppBar userMenu={<EngineUserMenu />} />;
}

/** react-admin's layout (its app bar, its menu of the resources) around the engine's error dialog, which the generated screens open. */
export function EngineLayout({ children }: { children: ReactNode }) {
  return (
    <ErrorDialogProvider>
      <Layout appBar={EngineAppBar}>{children}</Layout>
    </ErrorDialogProvider>
  );
}
