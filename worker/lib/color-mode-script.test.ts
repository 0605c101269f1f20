import { describe, expect, it } from 'vitest';
import { colorModeScript, colorModeScriptHash } from './color-mode-script';
import { securityHeaders } from './security-headers';

async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe('the colour-mode head script', () => {
  it('is allowed by the CSP through the hash of its exact text', async () => {
    expect(colorModeScriptHash).toBe(`sha256-${await sha256Base64(colorModeScript)}`);
    expect(securityHeaders['Content-Security-Policy']).toContain(`'${colorModeScriptHash}'`);
  });
});
