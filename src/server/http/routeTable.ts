export interface RouteMatch<T> {
  route: T;
  /** Values of the `:name` segments, URL-decoded. */
  params: Record<string, string>;
}

export interface RoutePattern {
  method: string;
  /** Slash-separated path; `:name` segments capture one segment (`things/:id/activate`). */
  pattern: string;
}

/** Path segments without empty ones, so `things/` and `things` are the same path. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const actual = path[index] ?? '';
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return undefined;
  }
  return params;
}

/** Whether `a` should win over `b`: at the first segment where they differ in kind, a literal beats a parameter. */
function moreSpecific(a: string[], b: string[]): boolean {
  for (const [index, segment] of a.entries()) {
    const aIsParam = segment.startsWith(':');
    const bIsParam = (b[index] ?? '').startsWith(':');
    if (aIsParam !== bIsParam) return !aIsParam;
  }
  return false;
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return pathSegments(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** The routes' patterns split into segments, by method: split once per route table, not on every request. */
const splitTables = new WeakMap<readonly RoutePattern[], Map<string, { route: RoutePattern; pattern: string[] }[]>>();

function splitByMethod<T extends RoutePattern>(routes: readonly T[]): Map<string, { route: T; pattern: string[] }[]> {
  let table = splitTables.get(routes) as Map<string, { route: T; pattern: string[] }[]> | undefined;
  if (!table) {
    table = new Map();
    for (const route of routes) {
      const list = table.get(route.method) ?? [];
      list.push({ route, pattern: pathSegments(route.pattern) });
      table.set(route.method, list);
    }
    splitTables.set(routes, table);
  }
  return table;
}

/**
 * Finds the route for `method` and `path`. When several patterns match, the one with a
 * literal segment where the others have a parameter wins (`things/page` over
 * `things/:id`); among equals the first declared wins. Undefined when nothing matches.
 * `routes` is read as it is at its first use: a route table does not change.
 */
export function matchRoute<T extends RoutePattern>(routes: readonly T[], method: string, path: string): RouteMatch<T> | undefined {
  const segments = decodeSegments(path);
  if (!segments) return undefined;
  let best: { route: T; params: Record<string, string>; pattern: string[] } | undefined;
  for (const { route, pattern } of splitByMethod(routes).get(method) ?? []) {
    const params = matchSegments(pattern, segments);
    if (params && (!best || moreSpecific(pattern, best.pattern))) best = { route, params, pattern };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * The methods some route serves at `path` (for a 405's `Allow` header), sorted; empty when
 * no route has that path at all.
 */
export function allowedMethods<T extends RoutePattern>(routes: readonly T[], path: string): string[] {
  const segments = decodeSegments(path);
  if (!segments) return [];
  const methods = new Set<string>();
  for (const route of routes) {
    if (matchSegments(pathSegments(route.pattern), segments)) methods.add(route.method);
  }
  return [...methods].sort();
}
