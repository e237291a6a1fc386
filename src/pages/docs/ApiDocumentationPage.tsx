import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { OPENAPI_DOCUMENT } from '../../contracts/documentation';
import { readAppConfig } from '../../shell/appConfig';
import { pageKey } from '../../framework/pages/pageKey';
import { API_DOCUMENTATION_ROUTES } from './apiDocumentationRoutes';
import { DocsFrame } from './DocsFrame';
import { OpenBimSupplierTable } from './OpenBimSupplierTable';

// swagger-ui is large: it loads when the documentation is shown, after the page's title.
const SwaggerPanel = lazy(() => import('./SwaggerPanel').then((m) => ({ default: m.SwaggerPanel })));

/** /api-documentation and its BI and open-BIM variants (spec §2): interactive docs of the configured OpenAPI document. */
export function ApiDocumentationPage({ path }: { path: string }) {
  const translate = useTranslate();
  const config = readAppConfig();
  const variant = API_DOCUMENTATION_ROUTES[path] ?? 'api';
  const key = pageKey(path);
  return (
    <DocsFrame title={translate(`app.pages.${key}.title`)}>
      <Typography sx={{ mb: 2 }}>{translate('docs.api.intro')}</Typography>
      {variant === 'openBim' && <OpenBimSupplierTable />}
      <Suspense fallback={<LinearProgress aria-label={translate('docs.api.loading')} />}>
        <SwaggerPanel url={config.apiDocs[variant] ?? `${config.apiUrl.replace(/\/+$/, '')}/${OPENAPI_DOCUMENT.path}`} apiUrl={config.apiUrl} />
      </Suspense>
    </DocsFrame>
  );
}
