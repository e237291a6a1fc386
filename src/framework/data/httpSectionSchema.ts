import * as Type from 'typebox';

/** An HTTP header's name, a token of RFC 9110 (the `http` and `scope` sections name headers). */
export const HeaderNameSchema = Type.String({ pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", description: 'an HTTP header name (`X-Branch`)' });

/** The `http` section as application.json holds it (httpDeclaration.ts reads it). */
export const HttpSectionSchema = Type.Object(
  { languageHeader: Type.Optional(HeaderNameSchema), quietHeader: Type.Optional(HeaderNameSchema) },
  { additionalProperties: false },
);
