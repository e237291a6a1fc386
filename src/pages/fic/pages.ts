import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { FIC_ACCESS } from '../../contracts/ficAccess';

/** The FIC imports and update (spec §2); their lists come in the language of the call, so a language change reloads them. */
export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: '/fic/fvi-import',
      access: FIC_ACCESS.roles,
      menu: { group: 'operations', order: 30 },
      preview: { label: 'fic', order: 80 },
      languageChange: 'reload',
      load: () => import('./FicImportPage').then((m) => m.FviImportPage),
    },
    {
      path: '/fic/fvm-import',
      access: FIC_ACCESS.roles,
      menu: { group: 'operations', order: 40 },
      languageChange: 'reload',
      load: () => import('./FicImportPage').then((m) => m.FvmImportPage),
    },
    {
      path: '/fic/preservation-orders-import',
      access: FIC_ACCESS.roles,
      menu: { group: 'operations', order: 50 },
      languageChange: 'reload',
      load: () => import('./FicImportPage').then((m) => m.PreservationOrdersImportPage),
    },
    {
      path: '/fic/fic-update',
      access: FIC_ACCESS.roles,
      menu: { group: 'operations', order: 60 },
      languageChange: 'reload',
      load: () => import('./FicUpdatePage').then((m) => m.FicUpdatePage),
    },
  ],
};
