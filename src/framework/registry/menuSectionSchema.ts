import * as Type from 'typebox';

/** The `menu` section as application.json holds it (menuSection.ts reads it; its icons are components, declared in code). */
export const MenuSectionSchema = Type.Object({ defaultGroup: Type.Optional(Type.String({ minLength: 1 })) }, { additionalProperties: false });
