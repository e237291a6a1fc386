/**
 * The address of a page from its declared route pattern, each `:name` replaced by its value
 * URL-encoded: a link is built from the declaration's pattern, never spelled again.
 *
 * @example
 * pagePath('/timeline/element/:elementId', { elementId: 'E/1' }); // '/timeline/element/E%2F1'
 */
export function pagePath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern}: the route parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
