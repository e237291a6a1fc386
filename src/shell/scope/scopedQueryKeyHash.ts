import { hashKey, type QueryKey } from '@tanstack/react-query';
import { SCOPE_LEVEL_ORDER, idKeyOf, type ScopeSelection } from './scopeSelection';

/** The part of a selection the API reads (the `Selected-*-Id` headers): the menu type alone changes no answer. */
export function scopeCacheKey(selection: ScopeSelection): string {
  return SCOPE_LEVEL_ORDER.map((level) => selection[idKeyOf(level)] ?? '').join('/');
}

/**
 * react-query's key hash with the scope chosen in the tree in front: every cached answer
 * (react-admin's lists, records and counts included) belongs to the scope whose headers
 * asked for it, so a new choice never shows the rows of the last one, and going back
 * finds its answers again.
 *
 * A key's hash is remembered for the scope it was made in: react-query hashes the key it
 * looks for once per cached answer (`QueryCache.find`, which react-admin's reference fields
 * call once per record they ask for), so without it a list's references cost a serialization
 * per field and per cached answer, and a long session grows slower screen by screen.
 */
export function scopedQueryKeyHash(currentScope: () => ScopeSelection): (queryKey: QueryKey) => string {
  const hashes = new WeakMap<QueryKey, { scope: string; hash: string }>();
  let lastSelection: ScopeSelection | undefined;
  let scope = '';
  return (queryKey) => {
    const selection = currentScope();
    if (selection !== lastSelection) {
      lastSelection = selection;
      scope = scopeCacheKey(selection);
    }
    const known = hashes.get(queryKey);
    if (known?.scope === scope) return known.hash;
    const hash = hashKey([scope, ...queryKey]);
    hashes.set(queryKey, { scope, hash });
    return hash;
  };
}
