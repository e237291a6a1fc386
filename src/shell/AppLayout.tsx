import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import { AppMenu } from './AppMenu';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu}>
      <ErrorDialogProvider>{children}</ErrorDialogProvider>
    </Layout>
  );
}
