import * as Type from 'typebox';
import { HeaderNameSchema } from './httpSectionSchema';

const Name = Type.String({ minLength: 1 });

const ScopeLevelSchema = Type.Object(
  {
    name: Name,
    header: HeaderNameSchema,
    storage: Type.Union([Type.Literal('local'), Type.Literal('session')]),
    storageKey: Name,
    claim: Type.Optional(Name),
    grantedKey: Type.Optional(Name),
    nameKey: Type.Optional(Name),
    initial: Type.Optional(Type.Union([Type.Literal('first'), Type.Literal('none')])),
  },
  { additionalProperties: false },
);

/** The `scope` section as application.json holds it (scopeDeclaration.ts reads it). */
export const ScopeSectionSchema = Type.Object(
  { levels: Type.Optional(Type.Array(ScopeLevelSchema)), constantHeaders: Type.Optional(Type.Record(Type.String(), Type.String())) },
  { additionalProperties: false },
);
