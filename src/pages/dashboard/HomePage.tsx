import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'ra-core';
import { PageFrame } from '../../framework/pages/PageFrame';
import { usePreloadedDetails } from '../../framework/registry/RegistryContext';

/* The first page every sign-in lands on: its dashboards come in a chunk of their own so the app's start does not wait for them. */
const HomeDashboards = lazy(() => import('./HomeDashboards'));
/** The resource whose statuses the dashboards label (its details load beside their code). */
const DASHBOARD_RESOURCE = 'activity';

/** /home: the welcome and the dashboards of the selected scope. */
export function HomePage() {
  const translate = useTranslate();
  usePreloadedDetails(DASHBOARD_RESOURCE);
  return (
    <>
      <PageFrame title={translate('app.home.title')} heading={translate('app.home.welcome')}>
        <Typography>{translate('app.home.intro')}</Typography>
      </PageFrame>
      <Suspense fallback={<Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}>
        <HomeDashboards />
      </Suspense>
    </>
  );
}
