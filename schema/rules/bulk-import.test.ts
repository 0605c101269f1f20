import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { importRowFromCsv, importRowRules } from './index';

describe('the bulk-import row rule shared by the preview and the server', () => {
  it('fills the import defaults and cuts the description to 500 characters', () => {
    const row = v.parse(importRowRules, {
      ...importRowFromCsv({
        name: ' Green Co ',
        email_2: 'Info@Green.co',
        phone: '',
        'site.company_insights.description': '',
      }),
    });
    expect(row).toEqual({
      name: 'Green Co',
      description: 'Environmental consultancy services',
      services: ['Energy Efficient Assessments for Retrofit'],
      location: 'Hertfordshire',
      credentials: [],
      contactEmail: 'info@green.co',
      contactPhone: '',
      logoUrl: '',
      verificationNotes: '',
    });
    expect(
      v.parse(importRowRules, { name: 'A', description: 'y'.repeat(700) }).description,
    ).toHaveLength(500);
  });

  it('drop a plan and billing the row names: an import never grants a paid plan', () => {
    const row = v.parse(importRowRules, { name: 'A', plan: 'premium', billing: 'annual' });
    expect(row).not.toHaveProperty('plan');
    expect(row).not.toHaveProperty('billing');
  });

  it('hold descriptions and notes to the multi-line text rules', () => {
    const message = 'Must not contain control characters other than line breaks and tabs';
    expect(firstMessage(importRowRules, { name: 'A', description: 'Heat\u0000pumps' })).toBe(
      message,
    );
    expect(firstMessage(importRowRules, { name: 'A', verificationNotes: 'Seen\u0085' })).toBe(
      message,
    );
    expect(
      v.parse(importRowRules, {
        name: 'A',
        description: ' Heat\r\n\tpumps ',
        verificationNotes: 'a\nb',
      }),
    ).toMatchObject({ description: 'Heat\n\tpumps', verificationNotes: 'a\nb' });
  });

  it('allows a missing e-mail but refuses a malformed one and a nameless row', () => {
    expect(v.parse(importRowRules, { name: 'A', contactEmail: '' }).contactEmail).toBeNull();
    expect(v.safeParse(importRowRules, { name: 'A', contactEmail: 'nope' }).success).toBe(false);
    expect(v.safeParse(importRowRules, { name: ' ' }).success).toBe(false);
  });
});
