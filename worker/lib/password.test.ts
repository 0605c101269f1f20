import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, pbkdf2Iterations, verifyPassword } from './password';

describe('password hashing', () => {
  it('never asks for more PBKDF2 iterations than production Workers allow (100,000)', async () => {
    // Local workerd accepts more, production refuses them at sign-in: this test is the guard.
    expect(pbkdf2Iterations).toBeLessThanOrEqual(100_000);
    const [, iterations] = (await hashPassword('anything')).split('$');
    expect(Number(iterations)).toBeLessThanOrEqual(100_000);
  });

  it('stores algorithm, parameters and a per-user salt with the hash', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('retrofit-2026');
    expect(await verifyPassword('retrofit-2026', stored)).toBe(true);
    expect(await verifyPassword('retrofit-2025', stored)).toBe(false);
    expect(await verifyPassword('retrofit-2026', 'plain-text')).toBe(false);
    expect(await verifyPassword('retrofit-2026', 'md5$1$abc$def')).toBe(false);
  });

  it('asks for a rehash when the stored parameters are out of date', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('pbkdf2-sha256$50000$c2FsdA==$aGFzaA==')).toBe(true);
  });
});
