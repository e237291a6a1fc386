/** The scope tree's levels (spec §9): global above them, then program, project, contract. */
export const SCOPE_LEVELS = { program: 2, project: 3, contract: 4 } as const;

export type ScopeLevel = (typeof SCOPE_LEVELS)[keyof typeof SCOPE_LEVELS];

const LEVELS: readonly number[] = Object.values(SCOPE_LEVELS);

/** The level a path segment names (`"3"`), if it is one. */
export function scopeLevelOf(segment: string | undefined): ScopeLevel | undefined {
  const level = Number(segment);
  return /^\d+$/.test(segment ?? '') && LEVELS.includes(level) ? (level as ScopeLevel) : undefined;
}
