/**
 * Whether a query key names the record `id` anywhere in it: react-admin's
 * `[resource, 'getOne', { id }]` as well as a page's own `['activity-detail', id, path]`.
 */
export function queryKeyMentions(key: unknown, id: string | number): boolean {
  if (typeof key === 'string' || typeof key === 'number') return String(key) === String(id);
  if (Array.isArray(key)) return key.some((part) => queryKeyMentions(part, id));
  if (key !== null && typeof key === 'object') return Object.values(key).some((part) => queryKeyMentions(part, id));
  return false;
}
