/**
 * How the product's flags call answers (spec §3): `{ lastUpdated, items: [{ name, enabled }] }`,
 * possibly under `data`; the engine keeps them as they come.
 */
import type { FeatureClaim, FeatureClaims } from './framework/features/featureFlags';

const isClaim = (item: unknown): item is FeatureClaim =>
  typeof item === 'object' && item !== null && typeof (item as FeatureClaim).name === 'string' && typeof (item as FeatureClaim).enabled === 'boolean';

/** The flags of an answer; items of another shape are left out, and an answer of another shape holds none. */
export function readProductFlags(answer: unknown): FeatureClaims | undefined {
  const body = answer as { data?: unknown } | null;
  const claims = (body && typeof body === 'object' && 'data' in body ? body.data : answer) as { lastUpdated?: unknown; items?: unknown } | null;
  if (!claims || typeof claims !== 'object' || !Array.isArray(claims.items)) return undefined;
  return { lastUpdated: typeof claims.lastUpdated === 'string' ? claims.lastUpdated : '', items: claims.items.filter(isClaim) };
}
