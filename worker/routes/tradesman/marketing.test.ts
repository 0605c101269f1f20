import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlanId } from '../../../schema/plans';
import { tradesmen } from '../../../schema/tables';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { marketingMessages } from './marketing';

const bindings = freshBindings();
const db = databaseOf(bindings);
const dayMs = 86_400_000;

async function tradeOn(
  plan: PlanId,
  paidUntil = new Date(Date.now() + 20 * dayMs),
  name = 'Greenspark Solar',
) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: session.user.id,
    name,
    plan,
    paidUntil: plan === 'free' ? null : paidUntil,
    isVerified: true,
  });
  return { ...session, listing };
}

const marketing = (token?: string) => call(bindings, 'GET', '/api/tradesman/marketing', { token });

describe('GET /api/tradesman/marketing', () => {
  it.each(['free', 'starter', 'professional'] as const)(
    'refuses a %s trade with 403',
    async (plan) => {
      const { token } = await tradeOn(plan);
      const response = await marketing(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: marketingMessages.premiumOnly });
    },
  );

  it('refuses a Premium plan that has lapsed', async () => {
    const { token } = await tradeOn('premium', new Date(Date.now() - 15 * dayMs));
    expect((await marketing(token)).status).toBe(403);
  });

  it('gives a Premium trade the review link, the profile and badge addresses and the snippet', async () => {
    const { token, listing } = await tradeOn('premium', undefined, 'Smith & "Sons" <Eco>');
    const response = await marketing(token);
    expect(response.status).toBe(200);
    const site = 'https://site.example';
    expect(await response.json()).toEqual({
      reviewUrl: `${site}/review/${listing.id}`,
      profileUrl: `${site}/tradesman/${listing.id}`,
      badgeUrl: `${site}/api/tradesmen/${listing.id}/badge.svg`,
      badgeSnippet: `<a href="${site}/tradesman/${listing.id}"><img src="${site}/api/tradesmen/${listing.id}/badge.svg" alt="Smith &amp; &quot;Sons&quot; &lt;Eco&gt;: Verified on Retrofit Smarter Greener" width="240" height="64"></a>`,
    });
  });

  it('writes no "Verified" claim into the snippet once a credential has lapsed', async () => {
    const { token, listing } = await tradeOn('premium', undefined, 'Lapsed Solar');
    await db
      .update(tradesmen)
      .set({ verifiedUntil: new Date(Date.now() - 60_000) })
      .where(eq(tradesmen.id, listing.id));
    const answer = (await (await marketing(token)).json()) as { badgeSnippet: string };
    expect(answer.badgeSnippet).toContain('alt="Lapsed Solar: Listed on Retrofit Smarter Greener"');
  });

  it('is for signed-in tradespeople', async () => {
    expect((await marketing()).status).toBe(401);
    const { token } = await signedIn(bindings, db, 'resident');
    expect((await marketing(token)).status).toBe(403);
  });
});
