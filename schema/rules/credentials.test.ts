import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { credentialCorrectionRules, credentialRules } from './credentials';

const nextYear = `${new Date().getUTCFullYear() + 1}-03-03`;
const parse = (input: Record<string, unknown>) =>
  v.safeParse(credentialRules, {
    scheme: 'mcs',
    number: 'NAP-12345',
    scopes: ['solar-pv'],
    expiresOn: nextYear,
    ...input,
  });
const firstMessage = (input: Record<string, unknown>) => parse(input).issues?.[0]?.message;

describe('credentialRules', () => {
  it('takes a form as typed: a blank document and cover become null, a cover in digits a number', () => {
    expect(parse({ documentId: '', coverAmount: '' }).output).toMatchObject({
      documentId: null,
      coverAmount: null,
      insurer: '',
    });
    expect(
      parse({ scheme: 'insurance', scopes: [], insurer: 'Aviva', coverAmount: '2000000' }).output,
    ).toMatchObject({ coverAmount: 2_000_000 });
    expect(parse({ documentId: '7' }).output).toMatchObject({ documentId: 7 });
  });

  it("checks the number against the scheme's known format, leniently elsewhere", () => {
    expect(firstMessage({ scheme: 'gas-safe', scopes: [], number: '12345' })).toContain(
      '6 or 7-digit Gas Safe registration number',
    );
    expect(parse({ scheme: 'gas-safe', scopes: [], number: '1234567' }).success).toBe(true);
    expect(parse({ scheme: 'trustmark', scopes: [], number: 'TM-1' }).success).toBe(false);
    expect(parse({ scheme: 'niceic', scopes: [], number: 'NIC/600 123' }).success).toBe(true);
    expect(parse({ number: '<script>' }).success).toBe(false);
  });

  it('needs a scope where the scheme has scopes, and only its own', () => {
    expect(firstMessage({ scopes: [] })).toBe('Tick what the certificate covers');
    expect(firstMessage({ scheme: 'hetas', scopes: ['biomass'] })).toBe(
      'Choose scopes the scheme covers',
    );
  });

  it('refuses a past or impossible expiry date', () => {
    expect(firstMessage({ expiresOn: '2020-01-01' })).toBe('The expiry date must be in the future');
    expect(firstMessage({ expiresOn: `${new Date().getUTCFullYear() + 1}-02-30` })).toBe(
      'Enter the expiry date as YYYY-MM-DD',
    );
  });
});

describe('credentialCorrectionRules', () => {
  it('takes a past expiry (the register may show a lapse) but needs something to change', () => {
    expect(v.safeParse(credentialCorrectionRules, { expiresOn: '2020-01-01' }).success).toBe(true);
    expect(v.safeParse(credentialCorrectionRules, {}).issues?.[0]?.message).toBe(
      'Change at least one of the number, scopes or expiry date',
    );
  });
});
