import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials, mailOutbox, tradesmen } from '../../../schema/tables';
import { runHourlyJobs } from '../../scheduled';
import { approvedTrade, dayFromNow } from '../../test/credentials';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { dueStage } from './credential-reminders';

/** The dashboard's Credentials tab on the tests' site address (test/bindings.ts). */
const credentialsTab = 'https://site.example/dashboard?tab=credentials';

const bindings = freshBindings();
const db = databaseOf(bindings);
const dayMs = 86_400_000;
const reminderTemplates = [
  'credential-expires-30-days',
  'credential-expires-7-days',
  'credential-expired',
];

/** A trade whose insurance and MCS were checked, written as the ledger holds them. */
async function checkedTrade(name: string, insuranceExpires: string, mcsExpires: string) {
  const trade = await approvedTrade(bindings, db, name);
  const [insurance] = await db
    .insert(credentials)
    .values([
      {
        tradesmanId: trade.listing.id,
        scheme: 'insurance',
        number: 'PL-1234-5678',
        expiresOn: insuranceExpires,
        insurer: 'Aviva',
        coverAmount: 5_000_000,
        status: 'verified',
        checkedAt: new Date(),
      },
      {
        tradesmanId: trade.listing.id,
        scheme: 'mcs',
        number: 'NAP-40999',
        scopes: ['solar-pv'],
        expiresOn: mcsExpires,
        status: 'verified',
        checkedAt: new Date(),
      },
    ])
    .returning();
  if (!insurance) throw new Error('insert returned nothing');
  return { ...trade, insuranceId: insurance.id };
}

const mailsTo = async (to: string, templates: string[]) =>
  db
    .select({ template: mailOutbox.template, subject: mailOutbox.subject, body: mailOutbox.body })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), inArray(mailOutbox.template, templates)));

describe('dueStage', () => {
  it('is the expiry day at 0, the week reminder at 1–7, the month one at 8–30, else none', () => {
    expect([-1, 0, 1, 7, 8, 30, 31].map(dueStage)).toEqual([
      null,
      'expiry-day',
      '7-days',
      '7-days',
      '30-days',
      '30-days',
      null,
    ]);
  });
});

describe('credential expiry reminders', () => {
  it('mails 30 days and 7 days before and on the day, each once even when the job runs twice', async () => {
    const start = new Date();
    const expires = dayFromNow(30, start);
    const trade = await checkedTrade('Reminded Heat Ltd', expires, dayFromNow(400, start));
    const to = trade.listing.contactEmail ?? '';
    for (const offset of [0, 23, 30]) {
      const at = new Date(start.getTime() + offset * dayMs);
      await runHourlyJobs(db, bindings, at);
      await runHourlyJobs(db, bindings, new Date(at.getTime() + 60 * 60 * 1000));
    }
    const mails = await mailsTo(to, reminderTemplates);
    expect(mails.map((mail) => mail.template).sort()).toEqual([...reminderTemplates].sort());
    expect(mails.find((mail) => mail.template === 'credential-expired')?.subject).toBe(
      'Reminded Heat Ltd: your Public liability insurance has expired',
    );
    // It says where to record the renewal and links straight there (the earlier mails' bodies are
    // purged by the time the last is sent: credential-mails.test.ts reads each stage's text).
    expect(mails.find((mail) => mail.template === 'credential-expired')?.body).toContain(
      `upload the new certificate, so our team can check it in time:\n${credentialsTab}`,
    );
  });

  it('reminds again before a renewed expiry date', async () => {
    const start = new Date();
    const trade = await checkedTrade(
      'Renewed Heat Ltd',
      dayFromNow(5, start),
      dayFromNow(400, start),
    );
    await runHourlyJobs(db, bindings, start);
    await db
      .update(credentials)
      .set({ expiresOn: dayFromNow(6, start) })
      .where(eq(credentials.id, trade.insuranceId));
    await runHourlyJobs(db, bindings, start);
    const mails = await mailsTo(trade.listing.contactEmail ?? '', ['credential-expires-7-days']);
    expect(mails).toHaveLength(2);
  });
});

describe('insurance expiry removes the Verified badge', () => {
  it('at read time, then through the hourly job: rank tier and status written, mailed once', async () => {
    const trade = await checkedTrade('Expiring Heat Ltd', dayFromNow(400), dayFromNow(400));
    // The badge as the last change derived it: on, with insurance ending today (already past).
    await db
      .update(tradesmen)
      .set({ isVerified: true, verifiedUntil: new Date(`${dayFromNow(0)}T00:00:00Z`) })
      .where(eq(tradesmen.id, trade.listing.id));
    await db
      .update(credentials)
      .set({ expiresOn: dayFromNow(0) })
      .where(eq(credentials.id, trade.insuranceId));
    const tierBefore = (await trade.row())?.rankTier ?? 0;

    const read = await (await call(bindings, 'GET', `/api/tradesmen/${trade.listing.id}`)).json();
    expect(read.isVerified).toBe(false);
    expect(read.verificationLapse).toMatch(
      /^Verification lapsed: insurance expired \d{1,2} \w+ \d{4}$/,
    );
    expect(read.credentials.map((credential: { scheme: string }) => credential.scheme)).toEqual([
      'mcs',
    ]);
    expect((await trade.row())?.rankTier).toBe(tierBefore);

    const first = await runHourlyJobs(db, bindings, new Date());
    const second = await runHourlyJobs(db, bindings, new Date());
    expect(first.lapsedVerifiedBadges).toBeGreaterThanOrEqual(1);
    expect(second.lapsedVerifiedBadges).toBe(0);
    expect(await trade.row()).toMatchObject({ isVerified: false, rankTier: tierBefore + 4 });
    const [insurance] = await db
      .select()
      .from(credentials)
      .where(eq(credentials.id, trade.insuranceId));
    expect(insurance?.status).toBe('expired');
    const lapses = await mailsTo(trade.listing.contactEmail ?? '', ['verified-badge-lapsed']);
    expect(lapses).toHaveLength(1);
    expect(lapses[0]?.body).toContain(`against the register:\n${credentialsTab}`);
  });
});
