import { httpDeclaration } from './httpDeclaration';
import { scopeDeclaration } from './scopeDeclaration';

/** What the request headers are made of, read fresh for every request. */
export interface RequestContext {
  /** Bearer token of the signed-in user, when there is one. */
  token?: string | null;
  /** Current interface language (`pt`, `en`, `es`). */
  lang: string;
  /** The current value of each declared scope level, by level name; an absent or empty one sends no header. */
  scopes?: Readonly<Record<string, string | null | undefined>>;
}

/**
 * The headers every API request carries: the language, the application's constant headers,
 * the bearer token, and one header per scope level that has a value.
 */
export function buildRequestHeaders(context: RequestContext): Record<string, string> {
  const { levels, constantHeaders } = scopeDeclaration();
  const headers: Record<string, string> = { [httpDeclaration().languageHeader]: context.lang, ...constantHeaders };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  for (const level of levels) {
    const value = context.scopes?.[level.name];
    if (value) headers[level.header] = value;
  }
  return headers;
}

/** A request context with `override`'s scopes laid over `base`'s (a call's own scope over the session's). */
export function overrideContext(base: RequestContext, override: Partial<RequestContext> | undefined): RequestContext {
  if (!override) return base;
  return { ...base, ...override, scopes: { ...base.scopes, ...override.scopes } };
}
