// Headers for every response. The same values go into the static assets' `_headers` file
// (vite.config.ts), because static files are served without running the Worker.
import { colorModeScriptHash } from './color-mode-script.ts';
import { wakeScriptHash } from './wake-script.ts';

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' '${colorModeScriptHash}' '${wakeScriptHash}' https://js.stripe.com https://www.googletagmanager.com`,
  // Emotion (Chakra UI) injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com https://*.r2.cloudflarestorage.com https://*.google-analytics.com https://*.googletagmanager.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  // No <base> element is ever needed, so none may re-point relative URLs.
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
