import { describe, expect, it } from 'vitest';
import { credentialRejectionMail, credentialReminderMail } from './credential-mails';

const credential = { name: 'MCS', number: 'NAP-40123', expiresOn: '2027-03-01' };
const credentialsTab = 'https://site.example/dashboard?tab=credentials';

describe("the credential ledger's mails", () => {
  it('link each reminder stage straight to the Credentials tab, where the renewal is recorded', () => {
    for (const stage of ['30-days', '7-days', 'expiry-day'] as const) {
      const mail = credentialReminderMail(
        't@example.com',
        'Sun Ltd',
        credential,
        stage,
        'https://site.example',
      );
      expect(mail.body, stage).toMatch(/record the renewed credential .*:\n(\S+)$/);
      expect(mail.body.endsWith(`\n${credentialsTab}`), stage).toBe(true);
    }
  });

  it('link a rejection to the Credentials tab, after the reason', () => {
    const mail = credentialRejectionMail(
      't@example.com',
      'Sun Ltd',
      credential,
      'The register shows another number.',
      'https://site.example',
    );
    expect(mail.body).toBe(
      `We checked your MCS (NAP-40123) and could not verify it.\n\nReason from our team:\nThe register shows another number.\n\nSign in and open Credentials on your dashboard to record it again with the details the register shows:\n${credentialsTab}`,
    );
  });
});
