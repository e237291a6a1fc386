/** Lifetimes and names of the tokens the demo API signs. */
export interface TokenSettings {
  /** Seconds an access token lives (short: the app refreshes it). */
  accessTokenTtl: number;
  /** Seconds a refresh token lives (revoked earlier by logout). */
  refreshTokenTtl: number;
  /** `iss` of every token. */
  issuer: string;
  /** `aud` of every token: the admin app. */
  audience: string;
}

export const DEFAULT_TOKEN_SETTINGS: TokenSettings = {
  accessTokenTtl: 300,
  refreshTokenTtl: 8 * 3600,
  issuer: 'certificare-demo-api',
  audience: 'certificare-admin',
};

function seconds(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${text}"`);
  return value;
}

/**
 * The settings: `overrides` (createDemoApi's `auth` option) first, then the environment
 * (`DEMO_ACCESS_TOKEN_TTL`, `DEMO_REFRESH_TOKEN_TTL`, in seconds), then the defaults.
 */
export function tokenSettings(overrides: Partial<TokenSettings> = {}, env: Readonly<Record<string, string | undefined>> = process.env): TokenSettings {
  return {
    ...DEFAULT_TOKEN_SETTINGS,
    accessTokenTtl: seconds(env.DEMO_ACCESS_TOKEN_TTL, 'DEMO_ACCESS_TOKEN_TTL') ?? DEFAULT_TOKEN_SETTINGS.accessTokenTtl,
    refreshTokenTtl: seconds(env.DEMO_REFRESH_TOKEN_TTL, 'DEMO_REFRESH_TOKEN_TTL') ?? DEFAULT_TOKEN_SETTINGS.refreshTokenTtl,
    ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)),
  };
}
