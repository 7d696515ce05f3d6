/**
 * The security headers every response of the shop carries. One source for `vite preview`
 * (vite.config.ts) and for nginx (deploy/nginx/security-headers.conf, checked against this
 * list by scripts/securityHeaders.test.ts).
 */

/** The external services the browser calls (docs/architecture.md#external-services); change with VITE_*_URL. */
export const connectSources = ['https://api.coingecko.com', 'https://nominatim.openstreetmap.org'];

export const contentSecurityPolicy = [
  "default-src 'self'",
  // Scripts only from our own origin: no inline script, no eval, no other host.
  "script-src 'self'",
  // Emotion (Chakra) writes <style> tags at run time, so styles need 'unsafe-inline'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src 'self' ${connectSources.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  // The full address stays on our own pages; other sites learn nothing about where a shopper came from.
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  // Other sites may not load our files into their pages, nor keep a handle on our window.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
