import { declaredLocales } from '../../i18n/resolveLocale';
import resourceMetaSchema from './resource.schema.json';
import valueSetMetaSchema from './values.schema.json';
import { declaredRoleNames } from '../access';
import { declaredIconNames } from '../menuSection';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What the meta-schemas leave to the application: its role names, its languages and its menu's icons. */
export interface MetaSchemaNames {
  roles: readonly string[];
  locales: readonly string[];
  /** The icons a definition may name: the engine's and the application's. */
  icons: readonly string[];
}

/** The running application's role names, languages and icon names. */
export function declaredMetaSchemaNames(): MetaSchemaNames {
  return { roles: declaredRoleNames(), locales: declaredLocales(), icons: declaredIconNames() };
}

/**
 * One of `names`. ajv refuses an empty enum, and an application that declares no roles (the
 * neutral default) must still load its definitions: with no names, no text is one.
 */
function nameOf(names: readonly string[]): Json {
  return names.length > 0 ? { type: 'string', enum: [...names] } : { type: 'string', not: {} };
}

/**
 * `schema` with the application's names filled in: `$defs/role`, `$defs/locale` and `$defs/icon`
 * become enums of its roles, languages and icons, and each object marked `"x-required": "locales"` requires
 * a text in every language. The files hold no application's names, so each reads its own.
 */
export function withDeclaredNames(schema: object, names: MetaSchemaNames): object {
  const fill = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(fill);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) out[key] = fill(value);
    if (out['x-required'] === 'locales') out.required = [...names.locales];
    return out;
  };
  const filled = fill(schema as Json) as Record<string, Json>;
  const defs = (filled.$defs ?? {}) as Record<string, Json>;
  filled.$defs = { ...defs, role: nameOf(names.roles), locale: nameOf(names.locales), icon: nameOf(names.icons) };
  return filled;
}

/** The resource definition meta-schema with the running application's names. */
export function resourceDefinitionMetaSchema(names: MetaSchemaNames = declaredMetaSchemaNames()): object {
  return withDeclaredNames(resourceMetaSchema, names);
}

/** The value set meta-schema with the running application's languages. */
export function valueSetMetaSchemaOf(names: MetaSchemaNames = declaredMetaSchemaNames()): object {
  return withDeclaredNames(valueSetMetaSchema, names);
}

/** The resource definition meta-schema as the engine ships it (its annotations: see nameIssues.ts). */
export { resourceMetaSchema };
