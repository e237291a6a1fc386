import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorDialogProvider } from '../feedback/ErrorDialogContext';

/** react-admin's layout (its app bar, its menu of the resources) around the engine's error dialog, which the generated screens open. */
export function EngineLayout({ children }: { children: ReactNode }) {
  return (
    <ErrorDialogProvider>
      <Layout>{children}</Layout>
    </ErrorDialogProvider>
  );
}
