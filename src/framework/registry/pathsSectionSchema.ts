import * as Type from 'typebox';

/** The `paths` section as application.json holds it (readRegistrySources.ts reads it). */
export const PathsSectionSchema = Type.Object({ locales: Type.String({ minLength: 1 }) }, { additionalProperties: false });
