import type { ServerResponse } from 'node:http';

/**
 * The policy of every page and answer: scripts, styles and everything else from the
 * demo's own origin only (no inline code, no eval), no framing, no plugins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of the app's own files (its page, scripts and styles): the same, plus two
 * run-time needs of the app. MUI (emotion) writes its styles in <style> elements, and the
 * forms' ajv compiles each schema into a function. API answers keep the strict policy.
 */
export const APP_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'").replace(
  "style-src 'self'",
  "style-src 'self' 'unsafe-inline'",
);

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
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
