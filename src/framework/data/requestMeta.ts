import type { RequestContext } from './requestHeaders';

/**
 * What a screen may change, for its own calls, in the context every request is built from
 * (react-admin's `meta` of a query or mutation): the value of a scope level, for a screen
 * that works across that level, where the session's own would narrow the answer.
 *
 * @example
 * <List queryOptions={{ meta: { scopes: { branch: 'all' } } satisfies RequestMeta }} />
 */
// A type, not an interface: react-query types `meta` as a record of strings, which only a type alias matches.
export type RequestMeta = {
  /** The values these calls send for the named scope levels instead of the session's. */
  scopes?: Readonly<Record<string, string>>;
};

/** The part of the request context a call's `meta` replaces; undefined when it replaces none. */
export function requestContextOf(meta: unknown): Partial<RequestContext> | undefined {
  if (meta === null || typeof meta !== 'object') return undefined;
  const { scopes } = meta as { scopes?: unknown };
  if (scopes === null || typeof scopes !== 'object') return undefined;
  const given = Object.entries(scopes).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return given.length > 0 ? { scopes: Object.fromEntries(given) } : undefined;
}
