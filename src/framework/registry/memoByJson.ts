/**
 * `compute` remembered by its argument's JSON text, for at most `limit` distinct arguments (the
 * oldest forgotten first). For work that depends only on a JSON document, such as compiling a
 * schema: a check run again after one file changed (the dev server, the fault corpus) compiles
 * only the schemas that changed.
 */
export function memoByJson<A extends object, T>(compute: (argument: A) => T, limit = 500): (argument: A) => T {
  const remembered = new Map<string, T>();
  return (argument) => {
    const key = JSON.stringify(argument);
    if (remembered.has(key)) return remembered.get(key) as T;
    const value = compute(argument);
    remembered.set(key, value);
    if (remembered.size > limit) remembered.delete(remembered.keys().next().value as string);
    return value;
  };
}
