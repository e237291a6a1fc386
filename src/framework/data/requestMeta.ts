import type { RequestContext } from './requestHeaders';

/**
 * What a screen may change, for its own calls, in the context every request is built from
 * (react-admin's `meta` of a query or mutation): the project of a screen that works across
 * projects, where the session's own would narrow the answer.
 *
 * @example
 * <List queryOptions={{ meta: { projectId: 'global' } satisfies RequestMeta }} />
 */
// A type, not an interface: react-query types `meta` as a record of strings, which only a type alias matches.
export type RequestMeta = {
  /** The `ProjectId` these calls send instead of the session's. */
  projectId?: string;
};

/** The part of the request context a call's `meta` replaces; undefined when it replaces none. */
export function requestContextOf(meta: unknown): Partial<RequestContext> | undefined {
  if (meta === null || typeof meta !== 'object') return undefined;
  const { projectId } = meta as RequestMeta;
  return typeof projectId === 'string' ? { projectId } : undefined;
}
