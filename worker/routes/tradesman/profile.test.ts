import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradesmen } from '../../../schema/tables';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const validProfile = {
  description: 'Heat pump specialists',
  services: ['Heat Pump Installation', 'Smart Thermostats'],
  location: 'Stevenage',
  contactPhone: '01632 960555',
  website: 'https://heat.example',
  businessAddress: '1 High St, Stevenage SG1 3AA',
  yearsExperience: '12',
};

describe('GET /api/tradesman/profile', () => {
  it('returns the account and listing profile of the signed-in tradesperson', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: user.id, name: 'Knebworth Heat', plan: 'professional' });
    const response = await call(bindings, 'GET', '/api/tradesman/profile', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      account: { businessName: 'Knebworth Heat', plan: 'professional', email: user.email },
      profile: { location: 'Watford' },
    });
  });

  it('has a null profile before the listing exists, and is for tradespeople only', async () => {
    const { token } = await signedIn(bindings, db, 'tradesperson');
    expect(
      (await (await call(bindings, 'GET', '/api/tradesman/profile', { token })).json()).profile,
    ).toBeNull();
    const resident = await signedIn(bindings, db, 'resident');
    expect(
      (await call(bindings, 'GET', '/api/tradesman/profile', { token: resident.token })).status,
    ).toBe(403);
    expect((await call(bindings, 'GET', '/api/tradesman/profile')).status).toBe(401);
  });
});

describe('PUT /api/tradesman/profile', () => {
  it('updates only the caller’s own listing', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const mine = await makeTradesman(db, { ownerId: user.id });
    const someoneElse = await makeTradesman(db, { location: 'Dacorum' });
    const response = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: validProfile,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({
      location: 'Stevenage',
      yearsExperience: 12,
    });
    const [after] = await db.select().from(tradesmen).where(eq(tradesmen.id, mine.id));
    expect(after?.services).toEqual(['Heat Pump Installation', 'Smart Thermostats']);
    const [untouched] = await db.select().from(tradesmen).where(eq(tradesmen.id, someoneElse.id));
    expect(untouched?.location).toBe('Dacorum');
  });

  it('leaves credentials to the ledger: an old client’s certification list changes nothing', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const mine = await makeTradesman(db, { ownerId: user.id, credentials: ['MCS Certified'] });
    const response = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: { ...validProfile, credentials: ['Gas Safe Register'] },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).not.toHaveProperty('credentials');
    const [after] = await db.select().from(tradesmen).where(eq(tradesmen.id, mine.id));
    expect(after?.credentials).toEqual(['MCS Certified']);
  });

  it('creates the listing the first time', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    await call(bindings, 'PUT', '/api/tradesman/profile', { token, body: validProfile });
    const [created] = await db.select().from(tradesmen).where(eq(tradesmen.ownerId, user.id));
    expect(created).toMatchObject({
      name: user.name,
      location: 'Stevenage',
      contactEmail: user.email,
    });
  });

  it.each([
    [{ services: [] }, 'At least one service must be selected'],
    [{ location: '' }, 'Location is required'],
    [{ website: 'not a url' }, 'Please enter a valid website address (https://...)'],
    [{ services: ['Plumbing'] }, expect.stringMatching(/^Services must come from/)],
  ])('refuses %j and changes nothing', async (overrides, message) => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const mine = await makeTradesman(db, { ownerId: user.id });
    const response = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: { ...validProfile, ...overrides },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    const [after] = await db.select().from(tradesmen).where(eq(tradesmen.id, mine.id));
    expect(after?.location).toBe('Watford');
  });
});

describe("the free plan's service limit", () => {
  it('is enforced on profile save; a paid plan has none', async () => {
    const services = [
      'Heat Pump Installation',
      'Smart Thermostats',
      'Draught Proofing',
      'Green Roofing',
    ];
    const free = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: free.user.id });
    const refused = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token: free.token,
      body: { ...validProfile, services },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'The Free plan lists up to 3 services. Upgrade your plan to list more.',
    });
    const paid = await signedIn(bindings, db, 'tradesperson');
    await makeTradesman(db, { ownerId: paid.user.id, plan: 'starter' });
    const saved = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token: paid.token,
      body: { ...validProfile, services },
    });
    expect(saved.status).toBe(200);
  });
});
