/**
 * Who may import and download templates (spec §2: ADMIN, who passes every list, or
 * PROJECT_ADMIN), unless a definition names its own roles: a module of its own, so the
 * pages' declarations read it without the calls' schemas.
 */
export const IMPORT_ROLES = ['PROJECT_ADMIN'] as const;
