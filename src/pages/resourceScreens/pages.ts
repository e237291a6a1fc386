import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMIN_ONLY, ADMINS, SIGNED_IN } from '../routeRoles';

/**
 * Who opens the generated screens of the resources spec §2 routes, beyond what each
 * definition lets a role read (a member reads disciplines through references, yet
 * /disciplines is for admins), and their places in the preview sidebar.
 */
export const declarations: FeatureDeclarations = {
  resourceScreens: [
    { resource: 'activity', access: SIGNED_IN, preview: { label: 'operations', order: 70 } },
    { resource: 'pendency', access: SIGNED_IN },
    { resource: 'digital-process-instance', access: SIGNED_IN },
    { resource: 'program', access: ADMIN_ONLY },
    { resource: 'project', access: ADMIN_ONLY },
    { resource: 'contract', access: ADMIN_ONLY },
    { resource: 'preservation-plan', access: ADMIN_ONLY },
    { resource: 'user-approval', access: ADMIN_ONLY },
    { resource: 'discipline', access: ADMINS },
    { resource: 'classes', access: ADMINS },
    { resource: 'activity-type', access: ADMINS },
    { resource: 'element-type', access: ADMINS },
    { resource: 'element', access: ADMINS },
    { resource: 'user-group', access: ADMINS, preview: { label: 'user_groups', order: 40 } },
    { resource: 'user', access: ADMINS, preview: { label: 'users', order: 30 } },
    { resource: 'task', access: ADMINS },
    { resource: 'digital-process', access: ADMINS, preview: { label: 'models', order: 50 } },
  ],
};
