import { ApiError } from './apiError';

/** 405 for a path served with other methods only; `Allow` lists them. */
export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    405,
    { error: 'METHOD_NOT_ALLOWED', message: `${method} is not offered on ${path}; allowed: ${allowed.join(', ')}` },
    { Allow: allowed.join(', ') },
  );
}
