import * as Type from 'typebox';

const Language = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: 'a language code (`en`, `pt-BR`)' });

/** The `languages` section as application.json holds it (resolveLocale.ts reads it). */
export const LanguagesSectionSchema = Type.Object(
  {
    locales: Type.Array(Language, { minItems: 1, uniqueItems: true }),
    default: Language,
    foreignBrowser: Language,
    collation: Type.Optional(Language),
    tags: Type.Optional(Type.Record(Type.String(), Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', description: 'a BCP 47 tag (`pt-BR`)' }))),
  },
  { additionalProperties: false },
);
