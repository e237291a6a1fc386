import * as Type from 'typebox';

/**
 * The `menu` section as application.json holds it (menuSection.ts reads it): the default group,
 * and the names of the icons the application adds (their components are declared in code).
 */
export const MenuSectionSchema = Type.Object(
  {
    defaultGroup: Type.Optional(Type.String({ minLength: 1 })),
    iconNames: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z][A-Za-z0-9]*$', description: 'an icon name (`MenuBook`)' }), { uniqueItems: true })),
  },
  { additionalProperties: false },
);
