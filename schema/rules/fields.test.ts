import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { homeownerRegistrationRules } from './auth';
import { quoteRequestRules } from './quotes';

describe('clean text', () => {
  const quote = {
    tradesmanId: 1,
    propertySize: '3 bed',
    timeline: 'month',
    description: 'Heat pump survey',
    customerName: 'Nadia Hussain',
    customerEmail: 'nadia@example.com',
    customerPhone: '07700 900321',
  };
  const singleLine = 'Must be a single line of text without control characters';
  const multiLine = 'Must not contain control characters other than line breaks and tabs';

  it.each([
    ['CR LF (a mail header injection)', 'Probe\r\nBcc: victim@example.com'],
    ['a lone LF', 'Probe\nBcc: victim@example.com'],
    ['NUL', 'Nadia\u0000Hussain'],
    ['ESC', 'Nadia\u001b[31m'],
    ['a C1 control', 'Nadia\u0085Hussain'],
    ['a line separator', 'Nadia\u2028Hussain'],
  ])('refuse %s in a single-line field', (_, customerName) => {
    expect(firstMessage(quoteRequestRules, { ...quote, customerName })).toBe(singleLine);
  });

  it('keep newlines and tabs in a multi-line field, with CR LF made LF, and refuse NUL', () => {
    const description = 'Line one\r\n\tLine two\rLine three';
    expect(v.parse(quoteRequestRules, { ...quote, description }).description).toBe(
      'Line one\n\tLine two\nLine three',
    );
    expect(firstMessage(quoteRequestRules, { ...quote, description: 'Loft\u0000' })).toBe(
      multiLine,
    );
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte-order mark', '\ufeff'],
    ['joiners and direction marks', '\u200d\u200c\u200e\u2060'],
    ['a Hangul filler', '\u3164'],
    ['no-break spaces', '\u00a0\u00a0'],
  ])('do not count %s as a required value', (_, name) => {
    expect(
      firstMessage(homeownerRegistrationRules, {
        name,
        email: 'sam@example.com',
        password: 'Loft-lagging-42',
      }),
    ).toBe('Name is required');
    expect(firstMessage(quoteRequestRules, { ...quote, customerName: name })).toBe(
      'Full name is required',
    );
  });

  it('still take names in any script, with accents and emoji', () => {
    for (const name of ['Zoë Łukasiewicz', '王小明', 'Siân 🌞']) {
      expect(v.parse(quoteRequestRules, { ...quote, customerName: name }).customerName).toBe(name);
    }
  });
});
