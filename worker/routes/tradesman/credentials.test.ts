import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials } from '../../../schema/tables';
import { approvedTrade, dayFromNow, insuranceBody, mcsBody, record } from '../../test/credentials';
import { signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { registration } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);
const post = (token: string, body: unknown) =>
  call(bindings, 'POST', '/api/tradesman/credentials', { token, body });

describe('GET /api/credential-schemes', () => {
  it('lists the catalogue with MCS scopes, number hints and register links', async () => {
    const response = await call(bindings, 'GET', '/api/credential-schemes');
    expect(response.status).toBe(200);
    const schemes = (await response.json()) as { id: string; scopes: { id: string }[] }[];
    expect(schemes.map((scheme) => scheme.id)).toEqual([
      'mcs',
      'gas-safe',
      'niceic',
      'napit',
      'oftec',
      'hetas',
      'trustmark',
      'pas-2030',
      'recc',
      'competent-person',
      'insurance',
    ]);
    expect(schemes[0]).toMatchObject({
      name: 'MCS',
      registerUrl: 'https://mcscertified.com/find-an-installer/',
      numberHint: expect.stringContaining('MCS certificate number'),
    });
    expect(schemes[0]?.scopes.map((scope) => scope.id)).toContain('air-source-heat-pump');
  });
});

describe('the trade records its credentials', () => {
  it('records MCS as pending, lists it to its owner, and keeps it off the public profile', async () => {
    const { token, listing, document } = await approvedTrade(bindings, db);
    const response = await post(token, mcsBody({ documentId: document.id }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      scheme: 'mcs',
      name: 'MCS',
      number: 'NAP-40123',
      scopes: ['air-source-heat-pump'],
      scopeLabels: ['Air source heat pump'],
      status: 'pending',
      documentId: document.id,
      checkedAt: null,
    });
    const own = await (await call(bindings, 'GET', '/api/tradesman/credentials', { token })).json();
    expect(own).toHaveLength(1);
    const profile = await (await call(bindings, 'GET', `/api/tradesmen/${listing.id}`)).json();
    expect(profile.credentials).toEqual([]);
  });

  it('refuses numbers, scopes, dates and insurance details that do not fit the scheme', async () => {
    const { token } = await approvedTrade(bindings, db);
    const refusals: [unknown, string][] = [
      [mcsBody({ scheme: 'acme' }), 'Choose a scheme'],
      [
        mcsBody({ scheme: 'gas-safe', number: 'GS-12', scopes: [] }),
        'Gas Safe registration number',
      ],
      [mcsBody({ scopes: [] }), 'Tick what the certificate covers'],
      [mcsBody({ scopes: ['loft-insulation'] }), 'Choose scopes the scheme covers'],
      [mcsBody({ scheme: 'niceic', number: '600123' }), 'Choose scopes the scheme covers'],
      [mcsBody({ expiresOn: dayFromNow(-1) }), 'The expiry date must be in the future'],
      [mcsBody({ expiresOn: '2027-02-30' }), 'Enter the expiry date as YYYY-MM-DD'],
      [mcsBody({ number: 'NAP-1\r\nBcc: x@example.com' }), 'single line'],
      [insuranceBody({ insurer: '' }), 'Enter the insurer'],
      [insuranceBody({ coverAmount: -5 }), 'Enter the cover amount'],
      [{ ...mcsBody(), status: 'verified' }, 'only the expected fields'],
    ];
    for (const [body, message] of refusals) {
      const response = await post(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    const own = await (await call(bindings, 'GET', '/api/tradesman/credentials', { token })).json();
    expect(own).toEqual([]);
  });

  it('refuses a document that is not one of its own verification documents', async () => {
    const mine = await approvedTrade(bindings, db);
    const other = await approvedTrade(bindings, db, 'Other Trades');
    const response = await post(mine.token, mcsBody({ documentId: other.document.id }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Choose one of your uploaded documents',
    });
  });

  it('replaces a declared plain choice of the same scheme with the recorded credential', async () => {
    const { token, listing } = await approvedTrade(bindings, db);
    await db
      .insert(credentials)
      .values({ tradesmanId: listing.id, scheme: 'mcs', status: 'declared' });
    await record(bindings, token, mcsBody());
    const rows = await db.select().from(credentials).where(eq(credentials.tradesmanId, listing.id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });

  it("turns a registration's plain certifications into declared credentials, never verified", async () => {
    const response = await call(bindings, 'POST', '/api/register-tradesman', {
      body: registration({
        contactEmail: `declared-${Date.now()}@example.com`,
        certifications: ['MCS Certified', 'Gas Safe Register'],
      }),
    });
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    const own = (await (
      await call(bindings, 'GET', '/api/tradesman/credentials', { token })
    ).json()) as {
      scheme: string;
      status: string;
      number: string;
    }[];
    expect(
      own
        .map(({ scheme, status, number }) => ({ scheme, status, number }))
        .sort((a, b) => a.scheme.localeCompare(b.scheme)),
    ).toEqual([
      { scheme: 'gas-safe', status: 'declared', number: '' },
      { scheme: 'mcs', status: 'declared', number: '' },
    ]);
  });

  it('lets only the owner delete a credential; another trade gets 404 and it stays', async () => {
    const owner = await approvedTrade(bindings, db);
    const intruder = await approvedTrade(bindings, db, 'Intruder Ltd');
    const id = await record(bindings, owner.token, insuranceBody());
    const path = `/api/tradesman/credentials/${id}`;
    expect((await call(bindings, 'DELETE', path, { token: intruder.token })).status).toBe(404);
    const resident = await signedIn(bindings, db, 'resident');
    expect((await call(bindings, 'DELETE', path, { token: resident.token })).status).toBe(403);
    expect((await call(bindings, 'DELETE', path)).status).toBe(401);
    expect(await db.select().from(credentials).where(eq(credentials.id, id))).toHaveLength(1);
    expect((await call(bindings, 'DELETE', path, { token: owner.token })).status).toBe(200);
    expect(await db.select().from(credentials).where(eq(credentials.id, id))).toHaveLength(0);
  });

  it('is for tradespeople with a listing only', async () => {
    const resident = await signedIn(bindings, db, 'resident');
    expect((await post(resident.token, mcsBody())).status).toBe(403);
    expect((await call(bindings, 'GET', '/api/tradesman/credentials')).status).toBe(401);
    const unlisted = await signedIn(bindings, db, 'tradesperson');
    const response = await post(unlisted.token, mcsBody());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Save your business profile first' });
  });
});
