/**
 * The session's own calls (sign-in, token renewal): a renewal may go out at any moment, since
 * tokens last 5 minutes, so a step watching a form's request leaves them aside.
 */
export function isSessionCall(url: string): boolean {
  return /^\/api\/(session|auth)\//.test(new URL(url).pathname);
}
