/**
 * What an application's `application.json` may hold: the sections whose values are data, each
 * by the schema declared beside the engine code that reads it. Sections that hold functions
 * (formats, feature flags) and the function keys of others (an API's error reader, the auth's
 * landing rule) are declared in code, by an application's entry.
 */
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { AuthSectionSchema } from '../auth/authSectionSchema';
import { HttpSectionSchema } from '../data/httpSectionSchema';
import { ScopeSectionSchema } from '../data/scopeSectionSchema';
import { LanguagesSectionSchema } from '../i18n/languagesSectionSchema';
import { ApiSectionSchema } from '../registry/apiSectionSchema';
import { MenuSectionSchema } from '../registry/menuSectionSchema';
import { PathsSectionSchema } from '../registry/pathsSectionSchema';
import { RolesSectionSchema } from '../registry/rolesSectionSchema';
import { NameSectionSchema, VersionSectionSchema } from './identitySectionSchema';
import { ThemeSectionSchema } from './themeSectionSchema';

/** Each section application.json may declare, by its key. */
export const APPLICATION_JSON_SECTIONS = {
  name: NameSectionSchema,
  version: VersionSectionSchema,
  theme: ThemeSectionSchema,
  languages: LanguagesSectionSchema,
  paths: PathsSectionSchema,
  roles: RolesSectionSchema,
  menu: MenuSectionSchema,
  api: ApiSectionSchema,
  auth: AuthSectionSchema,
  scope: ScopeSectionSchema,
  http: HttpSectionSchema,
};

export const ApplicationJsonSchema = Type.Object(
  Object.fromEntries(Object.entries(APPLICATION_JSON_SECTIONS).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof typeof APPLICATION_JSON_SECTIONS]: Type.TOptional<(typeof APPLICATION_JSON_SECTIONS)[K]>;
  },
  { additionalProperties: false },
);

/** An application.json that its schema accepts. */
export type ApplicationJson = Static<typeof ApplicationJsonSchema>;
