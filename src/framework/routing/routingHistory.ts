import { createPath, parsePath, type Location, type To, type UNSAFE_createHashHistory } from 'react-router-dom';

/** react-router's browser history (the type its factories return). */
export type History = ReturnType<typeof UNSAFE_createHashHistory>;
import type { PathAliases } from './pathAliases';

/** Query parameters that follow the user across every navigation (the application's own: where it stands in its scope, say). */
export type StickyQuery = () => Readonly<Record<string, string>>;

export interface RoutingOptions {
  aliases: PathAliases;
  /** Read at each navigation: its keys replace the target's own, so the current values always win. */
  stickyQuery?: StickyQuery;
}

/** A path with the sticky parameters set to their current values (absent ones removed). */
export function withStickyQuery(search: string, sticky: Readonly<Record<string, string>>, keys: Iterable<string> = Object.keys(sticky)): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  for (const [key, value] of Object.entries(sticky)) if (value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The history react-router is given: paths go out in their public form with the sticky
 * query, and come in (`location`) in react-admin's internal form, without it.
 */
export interface RoutingHistory {
  /** What the router renders for a history location: the internal path, without the sticky query. */
  internalLocation(location: Location): Location;
  /** Navigator of react-router (push, replace, hrefs) over the browser's history. */
  navigator: Pick<History, 'createHref' | 'encodeLocation' | 'go'> & {
    push(to: To, state?: unknown): void;
    replace(to: To, state?: unknown): void;
  };
  /** The address in its public form with the sticky query, when it differs from `location` (to replace it with). */
  normalized(location: Location): string | undefined;
}

export function createRoutingHistory(history: History, { aliases, stickyQuery = () => ({}) }: RoutingOptions): RoutingHistory {
  const stickyKeys = new Set<string>();
  const outbound = (to: To): string => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const sticky = stickyQuery();
    for (const key of Object.keys(sticky)) stickyKeys.add(key);
    const pathname = path.pathname === undefined ? history.location.pathname : aliases.toPublic(path.pathname);
    return createPath({ pathname, search: withStickyQuery(path.search ?? '', sticky, stickyKeys), hash: path.hash ?? '' });
  };
  return {
    // Without the sticky query: react-admin would take it for a list's own parameters in the
    // address, store them and draw the list again. The scope reads it from the store.
    internalLocation: (location) => {
      for (const key of Object.keys(stickyQuery())) stickyKeys.add(key);
      return { ...location, pathname: aliases.toInternal(location.pathname), search: withStickyQuery(location.search, {}, stickyKeys) };
    },
    navigator: {
      createHref: (to) => history.createHref(outbound(to)),
      encodeLocation: (to) => history.encodeLocation(outbound(to)),
      go: (delta) => history.go(delta),
      push: (to, state) => history.push(outbound(to), state),
      replace: (to, state) => history.replace(outbound(to), state),
    },
    normalized: (location) => {
      const target = outbound(location);
      return target === createPath(location) ? undefined : target;
    },
  };
}
