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
 */
export function scopedQueryKeyHash(currentScope: () => ScopeSelection): (queryKey: QueryKey) => string {
  return (queryKey) => hashKey([scopeCacheKey(currentScope()), ...queryKey]);
}
