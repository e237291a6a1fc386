import { cachedByPath } from './cachedByPath';

/** A resource whose screens show at another path: react-admin routes `/internal/...`, the address bar shows `/public/...`. */
export interface PathAlias {
  /** react-admin's resource id: the first path segment(s) its routes use. */
  internal: string;
  /** What the user sees and types (`activities`). */
  public: string;
}

export interface PathAliases {
  /** Address-bar path → the path react-admin routes. */
  toInternal(pathname: string): string;
  /** A path react-admin (or a page) navigates to → the address-bar path. */
  toPublic(pathname: string): string;
}

function swapPrefix(pathname: string, pairs: readonly (readonly [from: string, to: string])[]): string {
  for (const [from, to] of pairs) {
    if (pathname === `/${from}` || pathname.startsWith(`/${from}/`)) return `/${to}${pathname.slice(from.length + 1)}`;
  }
  return pathname;
}

/**
 * Translates between address-bar paths and react-admin's resource paths. `reserved` paths
 * (hand-written pages such as `/activity/{id}/execution-instructions`) are never touched,
 * in either direction. Longer prefixes win, so `global/users` beats `global`. `reserved`
 * must answer the same for the same path: its answers are remembered.
 */
export function createPathAliases(aliases: readonly PathAlias[], isReserved: (pathname: string) => boolean = () => false): PathAliases {
  const reserved = cachedByPath(isReserved);
  const effective = aliases.filter((alias) => alias.internal !== alias.public);
  const byLength = (pairs: [string, string][]) => pairs.sort((a, b) => b[0].length - a[0].length);
  const inbound = byLength(effective.map((alias) => [alias.public, alias.internal]));
  const outbound = byLength(effective.map((alias) => [alias.internal, alias.public]));
  // Only a path an alias would change is asked about: most are not (a page's links to other pages).
  const swap = (pathname: string, pairs: readonly (readonly [string, string])[]) => {
    const swapped = swapPrefix(pathname, pairs);
    return swapped === pathname || reserved(pathname) ? pathname : swapped;
  };
  return {
    toInternal: (pathname) => swap(pathname, inbound),
    toPublic: (pathname) => swap(pathname, outbound),
  };
}
