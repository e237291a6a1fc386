/** An OpenAPI document as swagger-ui reads it; only `paths` is looked into. */
export interface OpenApiLike {
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const byText = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b, 'en');

/**
 * The document with its paths in alphabetical order and each path's operations sorted by
 * method, so swagger-ui lists the operations of every tag alphabetically (its
 * `operationsSorter` is not among the options swagger-ui-react passes on).
 */
export function sortedDocument(document: OpenApiLike): OpenApiLike {
  if (!document.paths) return document;
  const paths = Object.fromEntries(
    Object.entries(document.paths)
      .sort(byText)
      .map(([path, item]) => [path, Object.fromEntries(Object.entries(item).sort(byText))]),
  );
  return { ...document, paths };
}
