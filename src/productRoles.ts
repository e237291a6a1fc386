/** The product's role names (spec §6, §9), as the product's code names them in its own allow lists. */
export const PRODUCT_ROLES = ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', 'USER'] as const;
export type Role = (typeof PRODUCT_ROLES)[number];
