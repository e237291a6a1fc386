import { ApiError } from '../../framework/data/ApiError';

/**
 * The seconds a sign-in refused for too many failures (429 TOO_MANY_SIGN_IN_ATTEMPTS)
 * asks to wait, from the body's `retryAfter`; undefined for any other failure.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
