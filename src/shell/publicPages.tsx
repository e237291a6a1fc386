import { lazy, type ReactElement } from 'react';
import { pageKey } from './pageKey';

// Each page loads when opened; swagger-ui only with the documentation pages.
const ApiDocumentationPage = lazy(() => import('../pages/docs/ApiDocumentationPage').then((m) => ({ default: m.ApiDocumentationPage })));
const PrivacyPolicyPage = lazy(() => import('../pages/docs/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const LicensesPage = lazy(() => import('../pages/docs/LicensesPage').then((m) => ({ default: m.LicensesPage })));
const IfcJsonSpecificationsPage = lazy(() => import('../pages/docs/ifcJson/IfcJsonSpecificationsPage').then((m) => ({ default: m.IfcJsonSpecificationsPage })));
const PublicPlaceholderPage = lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: m.PublicPlaceholderPage })));

/** Public hand-written routes that have their page; the others show what will come there. */
const PUBLIC_PAGES: Readonly<Record<string, (path: string) => ReactElement>> = {
  '/api-documentation': (path) => <ApiDocumentationPage path={path} />,
  '/api-bi-documentation': (path) => <ApiDocumentationPage path={path} />,
  '/api-documentation-open-bim': (path) => <ApiDocumentationPage path={path} />,
  '/policy-privacy': () => <PrivacyPolicyPage />,
  '/licenses': () => <LicensesPage />,
  '/ifcjson-specifications': () => <IfcJsonSpecificationsPage />,
};

/** The page of a public route of the route table (rendered inside Suspense). */
export function publicPageOf(path: string): ReactElement {
  return PUBLIC_PAGES[path]?.(path) ?? <PublicPlaceholderPage pageKey={pageKey(path)} />;
}
