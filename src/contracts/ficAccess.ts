/**
 * Who may make the FIC calls, and open the FIC screens (spec §2: ADMIN, who passes every
 * list, or PROJECT_ADMIN): a module of its own, so the pages' declarations read it without
 * the calls' schemas.
 */
export const FIC_ACCESS = { roles: ['PROJECT_ADMIN'] } as const;
