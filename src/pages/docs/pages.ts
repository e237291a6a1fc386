import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { API_DOCUMENTATION_ROUTES } from './apiDocumentationRoutes';

// swagger-ui loads with the documentation pages only; one loader for the three.
const apiDocumentation = () => import('./ApiDocumentationPage').then((m) => m.ApiDocumentationPage);

/** The public documents (spec §2 "Public routes"). */
export const declarations: FeatureDeclarations = {
  pages: [
    // The footer links the product's own API document.
    ...Object.entries(API_DOCUMENTATION_ROUTES).map(([path, document]) => ({
      path,
      access: 'public' as const,
      ...(document === 'api' ? { footer: { order: 10 } } : {}),
      load: apiDocumentation,
    })),
    { path: '/ifcjson-specifications', access: 'public', load: () => import('./ifcJson/IfcJsonSpecificationsPage').then((m) => m.IfcJsonSpecificationsPage) },
    { path: '/licenses', access: 'public', footer: { order: 20 }, load: () => import('./LicensesPage').then((m) => m.LicensesPage) },
    { path: '/policy-privacy', access: 'public', footer: { order: 30 }, load: () => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage) },
  ],
};
