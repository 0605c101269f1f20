// The confirmation a quote request mails to the address the sender typed: an address nobody has
// proven is sent fixed text only, and at most 3 such mails a day.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);

const freeText = {
  description: 'You won a prize! Claim it at https://evil.example/claim',
  customerName: 'Bank security team: call 0800 000 000',
};

const confirmationsTo = (to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'quote-sent')));

let sender = 0;
const ask = (tradesmanId: number, customerEmail: string, token?: string) =>
  call(bindings, 'POST', '/api/quote-requests', {
    token,
    headers: { 'cf-connecting-ip': `203.0.113.${++sender}` },
    body: {
      tradesmanId,
      propertySize: '3 bed',
      timeline: 'month',
      customerEmail,
      customerPhone: '07700 900321',
      ...freeText,
    },
  });

describe('the confirmation of a quote request', () => {
  it('sends an unproven address fixed text and the trade name, none of what the sender typed', async () => {
    const listing = await makeTradesman(db, {
      name: 'Harpenden Heat Pumps',
      contactEmail: 'hp@trade.example',
    });
    const to = `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await ask(listing.id, to)).status).toBe(201);
    const [mail] = await confirmationsTo(to);
    expect(mail?.subject).toBe('Your quote request to Harpenden Heat Pumps has been sent');
    expect(mail?.body).toContain('Harpenden Heat Pumps');
    for (const text of Object.values(freeText)) {
      expect(mail?.subject).not.toContain(text);
      expect(mail?.body).not.toContain(text);
    }
    // The trade still reads the whole request.
    const [notice] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'hp@trade.example'));
    expect(notice?.body).toContain(freeText.description);
  });

  it('echoes the request to the signed-in sender at their own address', async () => {
    const listing = await makeTradesman(db);
    const { user, token } = await signedIn(bindings, db, 'resident');
    expect((await ask(listing.id, user.email, token)).status).toBe(201);
    const [mail] = await confirmationsTo(user.email);
    expect(mail?.body).toContain(freeText.description);
  });

  it.each([
    ['signed out', false],
    ["signed in, typing another's address", true],
  ])(
    "keeps the sender's words out of the trade's later news to an address sent %s",
    async (_, signedInSender) => {
      const owner = await signedIn(bindings, db, 'tradesperson');
      const listing = await makeTradesman(db, { ownerId: owner.user.id, name: 'Tring Glazing' });
      const to = `later-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const token = signedInSender ? (await signedIn(bindings, db, 'resident')).token : undefined;
      const sent = await ask(listing.id, to, token);
      const { id } = await sent.json();
      const moved = await call(bindings, 'PATCH', `/api/quote-requests/${id}/status`, {
        token: owner.token,
        body: { status: 'contacted' },
      });
      expect(moved.status).toBe(200);
      const [news] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'quote-contacted')));
      expect(news?.body).toContain('Tring Glazing');
      for (const text of Object.values(freeText)) expect(news?.body).not.toContain(text);
    },
  );

  it('mails one unproven address at most 3 confirmations a day, and still delivers every request', async () => {
    const listing = await makeTradesman(db, { contactEmail: 'capped@trade.example' });
    const to = `flooded-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let n = 0; n < 5; n++) expect((await ask(listing.id, to)).status).toBe(201);
    expect(await confirmationsTo(to)).toHaveLength(3);
    const notices = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'capped@trade.example'));
    expect(notices).toHaveLength(5);
  });
});
