/** `{name}` placeholders of a call's path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** The call's path with its parameters filled in, each one URL-encoded (`timeline/element/E%2F1`). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The call's path as a route pattern (`timeline/element/:elementId`). */
export function routePattern(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/\{(\w+)\}/g, ':$1');
}

/** Whether a request path (relative, maybe with a query) is one of this call's: its parameters any one segment. */
export function isCallPath(callPath: string, requestPath: string): boolean {
  const segments = callPath
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/?]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}(?:\\?|$)`).test(requestPath.replace(/^\/+/, ''));
}
