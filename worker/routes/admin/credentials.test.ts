import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, credentials, mailOutbox, tradesmen } from '../../../schema/tables';
import { hasCurrentCredential } from '../../services/verification/credentials';
import { expectAdminOnly } from '../../test/admin-access';
import { approvedTrade, dayFromNow, insuranceBody, mcsBody, record } from '../../test/credentials';
import { signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const admin = await signedIn(bindings, db, 'admin');
const asAdmin = (method: string, path: string, body?: unknown) =>
  call(bindings, method, path, { token: admin.token, body });
const verify = (id: number) => asAdmin('POST', `/api/admin/credentials/${id}/verify`);
const profileOf = async (id: number) =>
  (await (await call(bindings, 'GET', `/api/tradesmen/${id}`)).json()) as {
    isVerified: boolean;
    credentials: Record<string, unknown>[];
    verificationLapse: string | null;
  };
const audits = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'credential')));
const mailsTo = (to: string, template: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));

/** A trade with MCS (air source heat pump) and insurance recorded and both verified. */
async function verifiedTrade(name = 'Heat Hub Ltd') {
  const trade = await approvedTrade(bindings, db, name);
  const mcs = await record(bindings, trade.token, mcsBody({ documentId: trade.document.id }));
  const insurance = await record(bindings, trade.token, insuranceBody());
  await verify(mcs);
  await verify(insurance);
  return { ...trade, mcs, insurance };
}

describe('the admin credential queue', () => {
  it('is for admins only', async () => {
    const { token } = await approvedTrade(bindings, db);
    const id = await record(bindings, token, mcsBody());
    await expectAdminOnly(bindings, db, 'GET', '/api/admin/credentials?status=pending');
    await expectAdminOnly(bindings, db, 'POST', `/api/admin/credentials/${id}/verify`);
    await expectAdminOnly(bindings, db, 'POST', `/api/admin/credentials/${id}/reject`, {
      reason: 'No such number on the register',
    });
    await expectAdminOnly(bindings, db, 'PUT', `/api/admin/credentials/${id}`, {
      expiresOn: dayFromNow(10),
    });
    expect(await audits(id)).toHaveLength(0);
  });

  it('lists pending credentials with the register to check them against', async () => {
    const { token, listing } = await approvedTrade(bindings, db, 'Queue Heat Ltd');
    const id = await record(bindings, token, mcsBody());
    const queue = (await (
      await asAdmin('GET', '/api/admin/credentials?status=pending')
    ).json()) as {
      id: number;
    }[];
    expect(queue.find((item) => item.id === id)).toMatchObject({
      listingName: 'Queue Heat Ltd',
      tradesmanId: listing.id,
      registerUrl: 'https://mcscertified.com/find-an-installer/',
      status: 'pending',
    });
  });

  it('verifies: the credential goes public with its check date, audited once', async () => {
    const { listing, mcs } = await verifiedTrade();
    await verify(mcs);
    const profile = await profileOf(listing.id);
    expect(profile.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          scheme: 'mcs',
          name: 'MCS',
          number: 'NAP-40123',
          scopes: ['air-source-heat-pump'],
          expiresOn: dayFromNow(200),
          status: 'verified',
          checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        }),
      ]),
    );
    expect(await audits(mcs)).toHaveLength(1);
  });

  it('rejects with a reason the trade is mailed, once; without a reason it refuses', async () => {
    const { token, listing } = await approvedTrade(bindings, db);
    const id = await record(bindings, token, mcsBody());
    const blank = await asAdmin('POST', `/api/admin/credentials/${id}/reject`, { reason: ' ' });
    expect(blank.status).toBe(400);
    const reason = 'The register shows NAP-40123 for solar PV only.';
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await asAdmin('POST', `/api/admin/credentials/${id}/reject`, { reason });
      expect(await response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    }
    const mails = await mailsTo(listing.contactEmail ?? '', 'credential-rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(reason);
    expect(mails[0]?.body).toContain(
      'to record it again with the details the register shows:\nhttps://site.example/dashboard?tab=credentials',
    );
    expect(await audits(id)).toHaveLength(1);
    expect((await profileOf(listing.id)).credentials).toEqual([]);
  });

  it('corrects the number as the register shows it, checked against the scheme', async () => {
    const { token } = await approvedTrade(bindings, db);
    const id = await record(bindings, token, {
      ...mcsBody(),
      scheme: 'gas-safe',
      number: '123456',
      scopes: [],
    });
    const wrong = await asAdmin('PUT', `/api/admin/credentials/${id}`, { number: 'GS/12' });
    expect(wrong.status).toBe(400);
    const empty = await asAdmin('PUT', `/api/admin/credentials/${id}`, {});
    expect(empty.status).toBe(400);
    const right = await asAdmin('PUT', `/api/admin/credentials/${id}`, { number: '1234567' });
    expect(await right.json()).toMatchObject({ number: '1234567', status: 'pending' });
    expect(await audits(id)).toHaveLength(1);
  });

  it('corrects the scopes as the register shows them: the profile and the filter follow', async () => {
    const { listing, mcs } = await verifiedTrade('Scope Heat Ltd');
    const unknown = await asAdmin('PUT', `/api/admin/credentials/${mcs}`, {
      scopes: ['oil-boiler'],
    });
    expect(await unknown.json()).toEqual({ error: 'Choose scopes the scheme covers' });
    const none = await asAdmin('PUT', `/api/admin/credentials/${mcs}`, { scopes: [] });
    expect(none.status).toBe(400);
    const corrected = await asAdmin('PUT', `/api/admin/credentials/${mcs}`, {
      scopes: ['solar-pv', 'battery-storage'],
    });
    expect(await corrected.json()).toMatchObject({
      scopes: ['solar-pv', 'battery-storage'],
      status: 'verified',
    });
    const [shown] = (await profileOf(listing.id)).credentials.filter(
      (credential) => credential.scheme === 'mcs',
    );
    expect(shown).toMatchObject({ scopes: ['solar-pv', 'battery-storage'] });
    const found = async (scope: string) =>
      (
        (await (
          await call(bindings, 'GET', `/api/tradesmen?credential=mcs&scope=${scope}`)
        ).json()) as { id: number }[]
      ).some((row) => row.id === listing.id);
    expect(await found('solar-pv')).toBe(true);
    expect(await found('air-source-heat-pump')).toBe(false);
    expect((await audits(mcs)).map((row) => row.action)).toEqual([
      'credential.verified',
      'credential.corrected',
    ]);
  });

  it('leaves a declared plain choice declared: it has no number to check', async () => {
    const { listing } = await approvedTrade(bindings, db);
    const [declared] = await db
      .insert(credentials)
      .values({ tradesmanId: listing.id, scheme: 'hetas', status: 'declared' })
      .returning();
    const response = await verify(declared?.id ?? 0);
    expect(await response.json()).toMatchObject({ status: 'declared', checkedAt: null });
    expect(await audits(declared?.id ?? 0)).toHaveLength(0);
  });

  it('answers 404 for an unknown credential', async () => {
    expect((await verify(999_999)).status).toBe(404);
  });
});

describe('the derived Verified badge', () => {
  it('needs the admin check, current insurance and a current scheme credential', async () => {
    const trade = await approvedTrade(bindings, db, 'Half Checked Ltd');
    const mcs = await record(bindings, trade.token, mcsBody());
    await verify(mcs);
    expect((await profileOf(trade.listing.id)).isVerified).toBe(false);
    expect((await profileOf(trade.listing.id)).verificationLapse).toBe(
      'Verification incomplete: public liability insurance not yet checked',
    );
    const before = (await trade.row())?.rankTier ?? 0;
    await verify(await record(bindings, trade.token, insuranceBody()));
    const profile = await profileOf(trade.listing.id);
    expect(profile).toMatchObject({ isVerified: true, verificationLapse: null });
    expect((await trade.row())?.rankTier).toBe(before - 4);
  });

  it('stays off without the admin’s identity and business check, however current the credentials', async () => {
    const trade = await approvedTrade(bindings, db, 'Unchecked Identity Ltd');
    await db
      .update(tradesmen)
      .set({ verificationStatus: 'pending' })
      .where(eq(tradesmen.id, trade.listing.id));
    await verify(await record(bindings, trade.token, mcsBody()));
    await verify(await record(bindings, trade.token, insuranceBody()));
    expect(await profileOf(trade.listing.id)).toMatchObject({
      isVerified: false,
      verificationLapse: null,
    });
    expect((await trade.row())?.isVerified).toBe(false);

    const approved = await asAdmin('POST', `/api/admin/approve-tradesman/${trade.listing.id}`, {});
    expect(approved.status).toBe(200);
    expect((await profileOf(trade.listing.id)).isVerified).toBe(true);
  });

  it('goes at once when the admin corrects the insurance expiry to yesterday, with the reason', async () => {
    const trade = await verifiedTrade('Lapsing Heat Ltd');
    const verifiedTier = (await trade.row())?.rankTier ?? 0;
    const yesterday = dayFromNow(-1);
    const response = await asAdmin('PUT', `/api/admin/credentials/${trade.insurance}`, {
      expiresOn: yesterday,
    });
    expect(await response.json()).toMatchObject({ expiresOn: yesterday, status: 'expired' });
    const profile = await profileOf(trade.listing.id);
    const date = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${yesterday}T00:00:00Z`));
    expect(profile.isVerified).toBe(false);
    expect(profile.verificationLapse).toBe(`Verification lapsed: insurance expired ${date}`);
    expect(profile.credentials.map((credential) => credential.scheme)).toEqual(['mcs']);
    expect((await trade.row())?.rankTier).toBe(verifiedTier + 4);
    const mails = await mailsTo(trade.listing.contactEmail ?? '', 'verified-badge-lapsed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`insurance expired ${date}`);
    // A second correction to the same date flips nothing and mails nothing more.
    await asAdmin('PUT', `/api/admin/credentials/${trade.insurance}`, { expiresOn: yesterday });
    expect(await mailsTo(trade.listing.contactEmail ?? '', 'verified-badge-lapsed')).toHaveLength(
      1,
    );
  });

  it('goes when the owner deletes its only scheme credential', async () => {
    const trade = await verifiedTrade('Deleting Heat Ltd');
    await call(bindings, 'DELETE', `/api/tradesman/credentials/${trade.mcs}`, {
      token: trade.token,
    });
    const profile = await profileOf(trade.listing.id);
    expect(profile.isVerified).toBe(false);
    expect(profile.verificationLapse).toBe(
      'Verification incomplete: no scheme credential checked yet',
    );
  });
});

describe('the directory filter by credential and scope', () => {
  it('finds only listings with a current verified credential of that scheme and scope', async () => {
    const heat = await verifiedTrade('Filter Heat Pumps Ltd');
    const solar = await approvedTrade(bindings, db, 'Filter Solar Ltd');
    await verify(await record(bindings, solar.token, mcsBody({ scopes: ['solar-pv'] })));
    const pending = await approvedTrade(bindings, db, 'Filter Pending Ltd');
    await record(bindings, pending.token, mcsBody());
    const names = async (query: string) =>
      (
        (await (await call(bindings, 'GET', `/api/tradesmen?${query}`)).json()) as {
          name: string;
        }[]
      )
        .map((listing) => listing.name)
        .filter((name) => name.startsWith('Filter'));
    expect(await names('credential=mcs&scope=air-source-heat-pump')).toEqual([
      'Filter Heat Pumps Ltd',
    ]);
    expect((await names('credential=mcs')).sort()).toEqual([
      'Filter Heat Pumps Ltd',
      'Filter Solar Ltd',
    ]);
    const count = await (
      await call(bindings, 'GET', '/api/tradesmen/count?credential=mcs&scope=air-source-heat-pump')
    ).json();
    expect(count.count).toBeGreaterThanOrEqual(1);
    expect((await call(bindings, 'GET', '/api/tradesmen?credential=acme')).status).toBe(400);
    expect(
      await hasCurrentCredential(
        db,
        heat.listing.id,
        { scheme: 'mcs', scope: 'air-source-heat-pump' },
        new Date(),
      ),
    ).toBe(true);
    expect(
      await hasCurrentCredential(
        db,
        solar.listing.id,
        { scheme: 'mcs', scope: 'air-source-heat-pump' },
        new Date(),
      ),
    ).toBe(false);
    // After its expiry day it no longer counts.
    expect(
      await hasCurrentCredential(
        db,
        heat.listing.id,
        { scheme: 'mcs' },
        new Date(Date.now() + 201 * 86_400_000),
      ),
    ).toBe(false);
  });
});
