import { describe, expect, it } from 'vitest';
import { colorModeScript, colorModeScriptHash } from './color-mode-script';
import { securityHeaders } from './security-headers';
import { wakeScript, wakeScriptHash } from './wake-script';

async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe.each([
  ['colour-mode head script', colorModeScript, colorModeScriptHash],
  ['wake script of server-rendered pages', wakeScript, wakeScriptHash],
])('the %s', (_name, script, hash) => {
  it('is allowed by the CSP through the hash of its exact text', async () => {
    expect(hash).toBe(`sha256-${await sha256Base64(script)}`);
    expect(securityHeaders['Content-Security-Policy']).toContain(`'${hash}'`);
  });
});
