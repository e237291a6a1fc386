/** How many paths a cache keeps: an app's links and addresses, with room to spare. */
const LIMIT = 2_000;

/**
 * `compute` remembered by path. For pure answers about a fixed route table, asked again at
 * every render and navigation (matching a path against the table compiles each route's
 * pattern every time). Past the limit the cache starts over, so a stream of unseen paths
 * (ids) cannot grow it without end.
 */
export function cachedByPath<T>(compute: (pathname: string) => T): (pathname: string) => T {
  const cache = new Map<string, T>();
  return (pathname) => {
    if (cache.has(pathname)) return cache.get(pathname) as T;
    if (cache.size >= LIMIT) cache.clear();
    const value = compute(pathname);
    cache.set(pathname, value);
    return value;
  };
}
