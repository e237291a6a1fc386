import type { Role } from '../productRoles';

/** Spec §2's route groups: any signed-in user, ADMIN only, ADMIN or PROJECT_ADMIN (ADMIN passes every check). */
export const SIGNED_IN: readonly Role[] = [];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
export const ADMINS: readonly Role[] = ['ADMIN', 'PROJECT_ADMIN'];
