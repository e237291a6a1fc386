import type { ServerResponse } from 'node:http';

export interface PagePolicy {
  /** Allowed for `<style>` elements on an app page (MUI's styles are inserted at run time; the page tells them the nonce). */
  styleNonce?: string;
}

/**
 * The policy of an answer: scripts, styles and everything else from the demo's own origin
 * only (no inline code), no framing, no plugins. API answers take the defaults, the strictest.
 */
export function contentSecurityPolicy({ styleNonce }: PagePolicy = {}): string {
  return [
    "default-src 'self'",
    // No 'unsafe-eval': the forms' validators are compiled at build time.
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    // blob: evidence photos, fetched with the session's token, are shown from object URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // 'same-origin', not 'no-referrer': with no referrer a browser sends `Origin: null` on form posts,
  // and the sign-on provider's own sign-in form would fail the Origin check.
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Puts the security headers on `res` (before anything is sent). */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Middleware putting the security headers on every answer, app and API. */
export function securityHeaders() {
  return (_req: unknown, res: ServerResponse, next: () => void): void => {
    setSecurityHeaders(res);
    next();
  };
}
