import { ApiError } from './apiError';

/** Longest request URL the API reads (16 KB): a 500-id filter fits, a flood does not. */
export const MAX_URL_LENGTH = 16 * 1024;

/** Throws 414 URI_TOO_LONG past MAX_URL_LENGTH characters. */
export function checkUrlLength(url: string): void {
  if (url.length > MAX_URL_LENGTH) throw new ApiError(414, { error: 'URI_TOO_LONG', message: `Request URL is longer than ${MAX_URL_LENGTH} characters` });
}
