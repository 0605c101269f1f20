import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages, quoteMessages, visitChoiceButton } from '../../schema/rules';
import {
  bookings,
  contactMessages,
  newsletterSubscribers,
  quoteRequests,
} from '../../schema/tables';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { makeTradesman, quoteRequestFields, signedIn, tradeOnPlan } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';
import { mailedToken } from '../test/mail';

holdClockWithinOneRateWindow();

// Visitors posting at once queue for workerd's few connections; the database deadline must not
// count that queue on a busy machine.
const bindings = { ...freshBindings(), DB_TIMEOUT_MS: '120000' };
const db = databaseOf(bindings);
const quoteCount = async () => (await db.select({ n: count() }).from(quoteRequests))[0]?.n ?? 0;

let listing: Awaited<ReturnType<typeof makeTradesman>>;

beforeAll(async () => {
  listing = await makeTradesman(db, { name: 'Ver Valley Heat Pumps' });
});

/** A page's form as a browser without script sends it, from this site. */
function postTo(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return call(bindings, 'POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'cf-connecting-ip': '198.51.100.20',
      ...headers,
    },
  });
}

/** The quote page's form. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postTo(`/quote/${listing.id}`, fields, headers);

/** The answer the page arrived with, as the app reads it. */
function postedFormOf(html: string) {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  return (JSON.parse(json ?? '{}') as Record<string, unknown>)['posted-form'];
}

const rootOf = (html: string) => html.match(/<div id="root">(.*)<\/div><script/s)?.[1] ?? '';

describe('POST /quote/:id, the quote page posted without script', () => {
  it('sends the request and answers with the page saying it was sent', async () => {
    const before = await quoteCount();
    const response = await postForm(quoteRequestFields);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Quote Request Sent');
    expect(rootOf(html)).toContain(
      'Ver Valley Heat Pumps has your request. Most tradespeople reply within 24 to 48 hours.',
    );
    expect(postedFormOf(html)).toMatchObject({ sent: true });
    expect((await quoteCount()) - before).toBe(1);
  });

  it('keeps what was typed and shows each missing field its message, sending nothing', async () => {
    const before = await quoteCount();
    const response = await postForm({
      ...quoteRequestFields,
      description: '   ',
      customerPhone: '',
    });
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain(quoteMessages.description);
    expect(root).toContain(quoteMessages.phone);
    expect(root).toContain('value="Nadia Hussain"');
    expect(root).toContain('value="nadia@example.com"');
    expect(root).toMatch(/<option value="3 bed" selected="">/);
    expect(await quoteCount()).toBe(before);
  });

  it('refuses control characters with the rule message, keeping the rest', async () => {
    const response = await postForm({ ...quoteRequestFields, customerName: 'Nadia\u0007 Hussain' });
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain('Must be a single line of text without control characters');
    expect(root).toContain('Air-source heat pump to replace an old oil boiler');
  });

  it('counts against the same hourly cap as the API and says so, keeping the fields', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.21' };
    for (let n = 0; n < 10; n++) {
      const sent = await call(bindings, 'POST', '/api/quote-requests', {
        body: { tradesmanId: listing.id, ...quoteRequestFields },
        headers,
      });
      expect(sent.status).toBe(201);
    }
    const before = await quoteCount();
    const refused = await postForm(quoteRequestFields, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const root = rootOf(await refused.text());
    expect(root).toContain('Quote Request Failed');
    expect(root).toContain('Please try again in an hour.');
    expect(root).toContain('value="Nadia Hussain"');
    expect(await quoteCount()).toBe(before);
  });

  it('is the homeowner’s own request when the page posts their stored sign-in, and nobody’s with a session no longer valid', async () => {
    const homeowner = await signedIn(bindings, db, 'resident');
    const theirs = await postForm(
      { ...quoteRequestFields, customerEmail: 'own-session@example.com', session: homeowner.token },
      { 'cf-connecting-ip': '198.51.100.31' },
    );
    expect(theirs.status).toBe(201);
    // The session is never part of the page's answer.
    expect(await theirs.text()).not.toContain(homeowner.token);
    const forged = await postForm(
      {
        ...quoteRequestFields,
        customerEmail: 'forged-session@example.com',
        session: 'not.a.token',
      },
      { 'cf-connecting-ip': '198.51.100.32' },
    );
    expect(forged.status).toBe(201);
    const rows = await db
      .select({ email: quoteRequests.customerEmail, homeownerId: quoteRequests.homeownerId })
      .from(quoteRequests)
      .where(
        inArray(quoteRequests.customerEmail, [
          'own-session@example.com',
          'forged-session@example.com',
        ]),
      );
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'own-session@example.com', homeownerId: homeowner.user.id },
        { email: 'forged-session@example.com', homeownerId: null },
      ]),
    );
  });

  it('refuses a form posted from another site', async () => {
    const before = await quoteCount();
    const response = await postForm(quoteRequestFields, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await quoteCount()).toBe(before);
  });
});

describe('POST /quote?trade=…, one request to the trades chosen in the directory', () => {
  let second: Awaited<ReturnType<typeof makeTradesman>>;
  let third: Awaited<ReturnType<typeof makeTradesman>>;
  let fourth: Awaited<ReturnType<typeof makeTradesman>>;

  beforeAll(async () => {
    second = await makeTradesman(db, { name: 'Gade Valley Solar' });
    third = await makeTradesman(db, { name: 'Colne Insulation' });
    fourth = await makeTradesman(db, { name: 'Lea Valley Roofs' });
  });

  const quotesTo = async (...ids: number[]) =>
    db
      .select({ tradesmanId: quoteRequests.tradesmanId, sendId: quoteRequests.sendId })
      .from(quoteRequests)
      .where(inArray(quoteRequests.tradesmanId, ids));
  /** The selection bar's quote page's form, for the trades named in its address. */
  const postChosen = (ids: readonly (number | string)[], address: string) =>
    postTo(
      `/quote?${new URLSearchParams(ids.map((id) => ['trade', String(id)]))}`,
      quoteRequestFields,
      { 'cf-connecting-ip': address },
    );

  it('sends one request to each trade and answers with the page saying it was sent', async () => {
    const before = await quotesTo(second.id, third.id);
    const response = await postChosen([second.id, third.id], '198.51.100.22');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Quote Request Sent');
    expect(rootOf(html)).toContain(
      'Gade Valley Solar and Colne Insulation have your request. Most tradespeople reply within 24 to 48 hours.',
    );
    expect(postedFormOf(html)).toMatchObject({ sent: true });
    const sent = (await quotesTo(second.id, third.id)).slice(before.length);
    expect(sent.map((quote) => quote.tradesmanId).toSorted()).toEqual(
      [second.id, third.id].toSorted(),
    );
    // One request, sent to both.
    expect(new Set(sent.map((quote) => quote.sendId)).size).toBe(1);
  });

  it('refuses four trades, sending nothing', async () => {
    const ids = [listing.id, second.id, third.id, fourth.id];
    const before = await quoteCount();
    const response = await postChosen(ids, '198.51.100.23');
    expect(response.status).toBe(400);
    expect(rootOf(await response.text())).toContain(quoteMessages.tooManyTradesmen);
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a trade named twice, saying so above the fields, sending nothing', async () => {
    const before = await quoteCount();
    const response = await postChosen([second.id, second.id], '198.51.100.24');
    expect(response.status).toBe(400);
    // No field of the form is wrong: what the address named is, and the page says it.
    expect(postedFormOf(await response.text())).toMatchObject({
      sent: false,
      refusal: quoteMessages.tradesmanTwice,
    });
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a trade no longer listed, sending to none of them', async () => {
    const before = await quoteCount();
    const response = await postChosen([second.id, 999_999], '198.51.100.25');
    expect(response.status).toBe(404);
    expect(postedFormOf(await response.text())).toMatchObject({
      sent: false,
      refusal: quoteMessages.unknownTradesmen,
    });
    expect(await quoteCount()).toBe(before);
  });

  it('counts once per trade against the hourly cap', async () => {
    const sendOne = async (address: string) => {
      const sent = await call(bindings, 'POST', '/api/quote-requests', {
        body: { tradesmanId: listing.id, ...quoteRequestFields },
        headers: { 'cf-connecting-ip': address },
      });
      expect(sent.status).toBe(201);
    };
    // Nine sent: a tenth to one trade would go, but one request to two counts eleven.
    for (let n = 0; n < 9; n++) await sendOne('198.51.100.26');
    const before = await quoteCount();
    const refused = await postChosen([second.id, third.id], '198.51.100.26');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const root = rootOf(await refused.text());
    expect(root).toContain('Quote Request Failed');
    expect(root).toContain('Please try again in an hour.');
    expect(root).toContain('value="Nadia Hussain"');
    expect(await quoteCount()).toBe(before);
    // Eight sent: one request to two trades is the tenth hit, and the next is one too many.
    for (let n = 0; n < 8; n++) await sendOne('198.51.100.27');
    expect((await postChosen([second.id, third.id], '198.51.100.27')).status).toBe(201);
    expect((await postChosen([fourth.id], '198.51.100.27')).status).toBe(429);
  });

  it('refuses a form posted from another site', async () => {
    const before = await quoteCount();
    const response = await postTo(
      `/quote?trade=${second.id}&trade=${third.id}`,
      quoteRequestFields,
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(await quoteCount()).toBe(before);
  });
});

describe('POST /newsletter, the footer form posted without script', () => {
  const subscribers = async (email: string) =>
    (
      await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0]?.n ?? 0;
  const postNewsletter = (fields: Record<string, string>, address = '198.51.100.30') =>
    postTo('/newsletter', fields, { 'cf-connecting-ip': address });

  it('subscribes and answers with the newsletter page saying so, with the way back', async () => {
    const response = await postNewsletter({
      email: 'reader@example.com',
      userType: 'homeowner',
      from: '/education?category=Solar%20Energy',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const root = rootOf(await response.text());
    expect(root).toContain('Successfully Subscribed!');
    expect(root).toContain(
      'Thanks! We&#x27;ll send you retrofit tips, grant news and local updates.',
    );
    expect(root).toContain('href="/education?category=Solar%20Energy"');
    expect(await subscribers('reader@example.com')).toBe(1);
  });

  it('keeps the address typed and says what is missing, subscribing nobody', async () => {
    const response = await postNewsletter({ email: 'half@example.com', userType: '', from: '/' });
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain(newsletterMessages.missingTitle);
    expect(root).toContain(newsletterMessages.missing.replaceAll("'", '&#x27;'));
    expect(root).toContain('value="half@example.com"');
    expect(await subscribers('half@example.com')).toBe(0);
  });

  it('says an address already subscribed is, as the API does', async () => {
    const fields = { email: 'twice@example.com', userType: 'tradesperson', from: '/' };
    expect((await postNewsletter(fields, '198.51.100.31')).status).toBe(201);
    const again = await postNewsletter(fields, '198.51.100.31');
    expect(again.status).toBe(409);
    const root = rootOf(await again.text());
    expect(root).toContain('Subscription Failed');
    expect(root).toContain(newsletterMessages.duplicate);
    // The kind chosen stays chosen for another try.
    expect(root).toMatch(
      /<input[^>]*value="tradesperson"[^>]*checked=""|checked=""[^>]*value="tradesperson"/,
    );
  });

  it('counts against the API hourly cap of five sign-ups per address', async () => {
    const address = '198.51.100.32';
    for (let n = 0; n < 5; n++) {
      const sent = await call(bindings, 'POST', '/api/newsletter/subscribe', {
        body: { email: `cap${n}@example.com`, userType: 'homeowner' },
        headers: { 'cf-connecting-ip': address },
      });
      expect(sent.status).toBe(201);
    }
    const refused = await postNewsletter(
      { email: 'sixth@example.com', userType: 'homeowner', from: '/' },
      address,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(rootOf(await refused.text())).toContain('value="sixth@example.com"');
    expect(await subscribers('sixth@example.com')).toBe(0);
  });

  it('links back only to a page of this site', async () => {
    for (const from of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await postNewsletter(
        { email: `away${from.length}@example.com`, userType: 'homeowner', from },
        `198.51.100.${40 + from.length}`,
      );
      const root = rootOf(await response.text());
      expect(root).not.toContain('evil.example"');
      expect(root).toContain('Back to the home page');
    }
  });

  it('refuses a form posted from another site', async () => {
    const response = await postTo(
      '/newsletter',
      { email: 'forged@example.com', userType: 'homeowner' },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(await subscribers('forged@example.com')).toBe(0);
  });
});

describe('POST /about, the contact form posted without script', () => {
  const messagesFrom = async (email: string) =>
    (
      await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email))
    )[0]?.n ?? 0;
  const message = (email: string, extra: Record<string, string> = {}) => ({
    name: 'Priya Shah',
    email,
    phone: '',
    subject: 'Coverage',
    message: 'Do your members cover Tring and Berkhamsted?',
    website: '',
    first: '3',
    second: '4',
    answer: '7',
    ...extra,
  });
  const postContact = (fields: Record<string, string>, address: string) =>
    postTo('/about', fields, { 'cf-connecting-ip': address });

  it('keeps the message and answers with the About page saying it was sent', async () => {
    const response = await postContact(message('priya@example.com'), '198.51.100.60');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const root = rootOf(await response.text());
    expect(root).toContain('Message sent!');
    expect(root).not.toContain('aria-label="Contact us"');
    expect(await messagesFrom('priya@example.com')).toBe(1);
  });

  it('refuses a wrong sum, asking the same sum again with everything kept', async () => {
    const response = await postContact(
      message('wrong-sum@example.com', { answer: '8' }),
      '198.51.100.61',
    );
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain('Verification failed: Please answer the math question correctly.');
    expect(root).toContain('What is 3 + 4?');
    expect(root).toContain('value="wrong-sum@example.com"');
    expect(root).toContain('Do your members cover Tring and Berkhamsted?');
    expect(await messagesFrom('wrong-sum@example.com')).toBe(0);
  });

  it('says what is missing, keeping the rest', async () => {
    const response = await postContact(
      message('short@example.com', { name: '', message: 'Hi' }),
      '198.51.100.62',
    );
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain('Name is required');
    expect(root).toContain('Message must be at least 10 characters');
    expect(root).toContain('value="short@example.com"');
    expect(await messagesFrom('short@example.com')).toBe(0);
  });

  it('refuses a sum outside the form’s own numbers', async () => {
    const response = await postContact(
      message('forged-sum@example.com', { first: '100', second: '1', answer: '101' }),
      '198.51.100.63',
    );
    expect(response.status).toBe(400);
    expect(await messagesFrom('forged-sum@example.com')).toBe(0);
  });

  it('answers a bot that filled the hidden field as sent, keeping nothing', async () => {
    const response = await postContact(
      message('bot@example.com', { website: 'https://spam.example' }),
      '198.51.100.64',
    );
    expect(response.status).toBe(201);
    expect(rootOf(await response.text())).toContain('Message sent!');
    expect(await messagesFrom('bot@example.com')).toBe(0);
  });

  it('counts against the API hourly cap and says so, keeping the message', async () => {
    const address = '198.51.100.65';
    for (let n = 0; n < 5; n++) {
      const sent = await call(bindings, 'POST', '/api/contact-messages', {
        body: message(`cap${n}@example.com`),
        headers: { 'cf-connecting-ip': address },
      });
      expect(sent.status).toBe(201);
    }
    const refused = await postContact(message('sixth-contact@example.com'), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const root = rootOf(await refused.text());
    expect(root).toContain('Message not sent');
    expect(root).toContain('value="sixth-contact@example.com"');
    expect(await messagesFrom('sixth-contact@example.com')).toBe(0);
  });

  it('refuses a form posted from another site', async () => {
    const response = await postTo('/about', message('forged@example.com'), {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await messagesFrom('forged@example.com')).toBe(0);
  });
});

describe('POST /listing/:id and /tradesman/:id, a profile’s booking posted without script', () => {
  const bookingsOf = (listingId: number) =>
    db.select().from(bookings).where(eq(bookings.tradesmanId, listingId));
  let visitor = 0;
  /** A visitor's details for `start`, from an address and an inbox of their own. */
  const details = (start: string, extra: Record<string, string> = {}) => {
    visitor += 1;
    return {
      start,
      name: 'Nadia Hussain',
      email: `nadia-posted${visitor}@example.com`,
      phone: '07700 900321',
      note: 'Side gate, please',
      ...extra,
    };
  };
  const postBooking = (path: string, fields: Record<string, string>, ip = visitor) =>
    postTo(path, fields, { 'cf-connecting-ip': `192.0.2.${ip % 250}` });

  async function bookableListing() {
    const trade = await tradeOnPlan(bindings, db, 'professional');
    const published = await call(bindings, 'PUT', '/api/tradesman/availability', {
      token: trade.token,
      body: {
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '17:00' })),
        slotMinutes: 60,
        blackout: [],
      },
    });
    expect(published.status).toBe(200);
    const slots = await call(bindings, 'GET', `/api/tradesmen/${trade.listing.id}/slots`);
    const { slots: open } = (await slots.json()) as { slots: { start: string }[] };
    return { listing: trade.listing, starts: open.map((slot) => slot.start) };
  }

  it('holds the visit, mails the link to confirm it, and answers with the profile saying so', async () => {
    const { listing, starts } = await bookableListing();
    const start = starts[2] ?? '';
    const address = `/listing/${listing.id}?start=${encodeURIComponent(start)}`;
    const sent = details(start);
    const response = await postBooking(address, sent);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Check your e-mail to confirm');
    expect(postedFormOf(html)).toMatchObject({ sent: true, values: { start } });
    const [booking] = await bookingsOf(listing.id);
    expect(booking).toMatchObject({ status: 'pending', email: sent.email, note: sent.note });
    expect(await mailedToken(db, sent.email, 'booking-confirm')).toBeTruthy();
    // The time is no longer free: not offered, and the answer page chooses nothing.
    const again = await postBooking(address, details(start));
    expect(again.status).toBe(409);
    const root = rootOf(await again.text());
    expect(root).toContain('Sorry, this time has just been booked. Please choose another.');
    expect(root).not.toContain('aria-label="Your details for');
    // The details stay on the page, and each time sends them along with it.
    expect(root).toContain('aria-label="Your details"');
    expect(root).toContain('Side gate, please');
    expect(root).toMatch(
      new RegExp(`value="\\d{4}-\\d{2}-\\d{2}T[^"]+"[^>]*name="${visitChoiceButton}"`),
    );
    expect(await bookingsOf(listing.id)).toHaveLength(1);
  });

  it('confirms at once a visit a signed-in homeowner posts under their own address, as the API does', async () => {
    const { listing, starts } = await bookableListing();
    const start = starts[3] ?? '';
    const homeowner = await signedIn(bindings, db, 'resident');
    const response = await postBooking(`/listing/${listing.id}`, {
      ...details(start),
      email: homeowner.user.email,
      session: homeowner.token,
    });
    expect(response.status).toBe(201);
    const html = await response.text();
    expect(postedFormOf(html)).toMatchObject({ sent: true, outcome: 'confirmed' });
    expect(rootOf(html)).not.toContain('Check your e-mail to confirm');
    const [booking] = await bookingsOf(listing.id);
    expect(booking).toMatchObject({ status: 'confirmed', homeownerId: homeowner.user.id });
  });

  it('answers a time chosen with the details kept, booking and counting nothing', async () => {
    const { listing, starts } = await bookableListing();
    const [taken = '', next = ''] = starts;
    const email = 'chooses-often@example.com';
    const chosenAgain = await postBooking(
      `/listing/${listing.id}?start=${encodeURIComponent(next)}`,
      {
        ...details(taken, { email }),
        [visitChoiceButton]: next,
      },
    );
    expect(chosenAgain.status).toBe(200);
    const html = await chosenAgain.text();
    expect(postedFormOf(html)).toMatchObject({
      choosing: true,
      sent: false,
      values: { start: next, email },
    });
    const root = rootOf(html);
    expect(root).toContain('aria-label="Your details for');
    expect(root).toContain(`value="${email}"`);
    // No field's message: a choice is not a booking sent.
    expect(root).not.toContain('is required');
    expect(await bookingsOf(listing.id)).toHaveLength(0);
    // Six choices count nothing against the five bookings an hour one e-mail may make.
    for (let choice = 0; choice < 5; choice += 1) {
      await postBooking(`/listing/${listing.id}`, {
        ...details(next, { email }),
        [visitChoiceButton]: '',
      });
    }
    const booked = await postBooking(`/listing/${listing.id}`, details(next, { email }));
    expect(booked.status).toBe(201);
    expect(await bookingsOf(listing.id)).toHaveLength(1);
  });

  it('books from /tradesman/:id as from /listing/:id', async () => {
    const { listing, starts } = await bookableListing();
    const response = await postBooking(`/tradesman/${listing.id}`, details(starts[0] ?? ''));
    expect(response.status).toBe(201);
    expect(rootOf(await response.text())).toContain('Check your e-mail to confirm');
    expect(await bookingsOf(listing.id)).toHaveLength(1);
  });

  it('keeps what was typed and shows each missing field its message, booking nothing', async () => {
    const { listing, starts } = await bookableListing();
    const start = starts[0] ?? '';
    const response = await postBooking(
      `/listing/${listing.id}?start=${encodeURIComponent(start)}`,
      details(start, { name: '', phone: 'Line\u0007bell' }),
    );
    expect(response.status).toBe(400);
    const root = rootOf(await response.text());
    expect(root).toContain('Full name is required');
    expect(root).toContain('Side gate, please');
    expect(root).toContain(`aria-label="Your details for`);
    expect(await bookingsOf(listing.id)).toHaveLength(0);
  });

  it('gives one time to exactly one of 10 visitors posting it at once', async () => {
    const { listing, starts } = await bookableListing();
    const start = starts[4] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postBooking(`/listing/${listing.id}`, details(start))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await bookingsOf(listing.id)).toHaveLength(1);
  });

  it('counts against the API’s cap of five bookings an hour naming one e-mail', async () => {
    const { listing, starts } = await bookableListing();
    const email = 'five-visits@example.com';
    for (const start of starts.slice(0, 5)) {
      const booked = await postBooking(`/listing/${listing.id}`, details(start, { email }));
      expect(booked.status).toBe(201);
    }
    const refused = await postBooking(
      `/listing/${listing.id}`,
      details(starts[5] ?? '', { email }),
    );
    expect(refused.status).toBe(429);
    expect(rootOf(await refused.text())).toContain(
      'You have made a lot of bookings in a short time. Please try again in an hour.',
    );
    expect(await bookingsOf(listing.id)).toHaveLength(5);
  });

  it('says a listing that takes no bookings does not, and refuses a form posted from another site', async () => {
    const plain = await makeTradesman(db, { name: 'No Bookings Ltd' });
    const refused = await postBooking(`/listing/${plain.id}`, details('2030-01-07T09:00:00+00:00'));
    expect(refused.status).toBe(403);
    expect(postedFormOf(await refused.text())).toMatchObject({
      sent: false,
      refusal: 'This business does not take bookings online.',
    });
    const { listing, starts } = await bookableListing();
    const forged = await postTo(`/listing/${listing.id}`, details(starts[0] ?? ''), {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect(await bookingsOf(listing.id)).toHaveLength(0);
  });
});
