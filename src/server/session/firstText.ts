/** The first of `values` with something in it besides spaces, trimmed (`refreshToken`, else its alias `refresh_token`); else undefined. */
export function firstText(...values: readonly (string | null | undefined)[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
