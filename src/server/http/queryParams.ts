/**
 * The query string of a request URL as one text per name. A name given twice
 * (`_id=a&_id=b`) becomes the comma list the API's filters read (`a,b`).
 */
export function queryParams(url: string): Record<string, string> {
  const question = url.indexOf('?');
  const params: Record<string, string> = {};
  if (question === -1) return params;
  for (const [name, value] of new URLSearchParams(url.slice(question + 1))) {
    const previous = params[name];
    params[name] = previous === undefined ? value : `${previous},${value}`;
  }
  return params;
}

/** The path of a request URL without its query string. */
export function urlPath(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}
