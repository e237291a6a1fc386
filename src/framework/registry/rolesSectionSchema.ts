import * as Type from 'typebox';

const RoleName = Type.String({ minLength: 1 });

/** The `roles` section as application.json holds it (access.ts reads it). */
export const RolesSectionSchema = Type.Object(
  {
    names: Type.Optional(Type.Array(RoleName, { uniqueItems: true })),
    superRole: Type.Optional(RoleName),
    defaultWriters: Type.Optional(Type.Array(RoleName, { uniqueItems: true })),
    caseInsensitive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
