import * as Type from 'typebox';

const Language = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: 'a language code (`en`, `pt-BR`)' });

/** The `languages` section as application.json holds it (resolveLocale.ts reads it). */
export const LanguagesSectionSchema = Type.Object(
  {
    locales: Type.Array(Language, { minItems: 1, uniqueItems: true }),
    default: Language,
    foreignBrowser: Language,
    collation: Type.Optional(Language),
  },
  { additionalProperties: false },
);
