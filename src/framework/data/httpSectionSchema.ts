import * as Type from 'typebox';

const Header = Type.String({ pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", description: 'an HTTP header name (`X-Branch`)' });

/** The `http` section as application.json holds it (httpDeclaration.ts reads it). */
export const HttpSectionSchema = Type.Object({ languageHeader: Type.Optional(Header), quietHeader: Type.Optional(Header) }, { additionalProperties: false });
