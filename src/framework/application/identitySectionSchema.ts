import * as Type from 'typebox';

// Schemas apart from their readers (identitySection.ts), which import their types only: TypeBox stays out of the browser's first page.

/** The application's name as its users read it (`Library`). */
export const NameSectionSchema = Type.String({ minLength: 1, description: "The application's name: header, browser tab, sign-in page." });

/** The version its users are shown (`1.2.0`). */
export const VersionSectionSchema = Type.String({ minLength: 1, description: 'The version shown on the sign-in page.' });
