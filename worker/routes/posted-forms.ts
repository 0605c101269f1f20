// The public forms a page posts as plain HTML, before (or without) its app
// (docs/decisions/006-server-rendering-and-waking-on-intent.md): the quote page's form, the
// newsletter form in every page's footer, the About page's contact form and a profile's booking. Each is its API route by other means: the same rule, the
// same hourly cap per address, the same action; a cross-site form is refused by its Origin (the API
// refuses one by its JSON body). The answer is the form's page itself, showing the form sent, or
// the fields as typed with each one's message, or why valid fields were refused.
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { postedSessionField } from '../../schema/page-waking';
import {
  bookingRules,
  contactRules,
  newsletterRules,
  postedBookingRules,
  postedContactRules,
  quoteContactRules,
  quoteProjectRules,
  quoteRequestRules,
  visitChoiceButton,
} from '../../schema/rules';
import { tradeParam } from '../../schema/trade-selection';
import type { AppEnv } from '../env';
import { resolveUserBy } from '../middleware/auth';
import { withDatabase } from '../middleware/database';
import {
  bookingKeysFor,
  byAddress,
  countRequest,
  type RateRule,
  rateRules,
} from '../middleware/rate-limit';
import type { PostedForm } from '../pages/contract';
import { receiveContactMessage } from '../services/content/contact';
import { subscribe } from '../services/content/newsletter';
import { sendQuoteRequest } from './quote-requests';
import { bookVisit } from './tradesmen/booking';

/** The Worker's answer to a posted form: what the page shows, its status, when to try again. */
export interface FormAnswer {
  form: PostedForm;
  status: number;
  retryAfter?: string;
}

/** Renders the page at the request's address with the form's answer. */
export type RenderAnswer = (c: Context<AppEnv>, answer: FormAnswer) => Promise<Response>;

interface PlainForm<Rules extends v.GenericSchema, Result = unknown> {
  /** The fields the page's form sends; anything else posted is ignored. */
  fields: readonly string[];
  /** The API's rule, read with what the address adds to the fields. */
  rules: Rules;
  fromAddress?: (c: Context<AppEnv>) => Record<string, string | string[]>;
  rate: RateRule;
  /** Whom the hourly cap counts: the caller's address unless the rule says otherwise. */
  keys?: (c: Context<AppEnv>, input: v.InferOutput<Rules>) => string[];
  /** How many hits of the hourly cap a valid form counts (one quote to three trades: three). */
  weight?: (input: v.InferOutput<Rules>) => number;
  /** What the API route does with it; an HTTPException under 500 is a refusal the page shows. */
  act: (c: Context<AppEnv>, input: v.InferOutput<Rules>) => Promise<Result>;
  /** What of the act's result the page shows (a visit: confirmed, or held for the e-mail's link). */
  outcome?: (result: Result) => string;
  /**
   * A button that sends the form only to choose (`button`'s value goes into `field`): the page
   * comes back with that choice and the fields as typed, and nothing is acted on or counted.
   */
  choice?: { button: string; field: string };
}

async function answerForm<Rules extends v.GenericSchema, Result>(
  c: Context<AppEnv>,
  form: PlainForm<Rules, Result>,
  values: Record<string, string>,
  session: string,
): Promise<Omit<FormAnswer, 'form'> & Omit<PostedForm, 'values'>> {
  const checked = v.safeParse(form.rules, { ...values, ...form.fromAddress?.(c) });
  if (!checked.success) {
    // The page reads each field's message from the same rule; what the address named (the
    // trades of a quote) has no field, so its message is said above the fields.
    const fromAddress = checked.issues.find(
      (issue) => !form.fields.includes(String(issue.path?.[0]?.key ?? '')),
    );
    return { status: 400, sent: false, refusal: fromAddress?.message };
  }
  try {
    const keys = form.keys?.(c, checked.output) ?? byAddress(c);
    await countRequest(c, form.rate, keys, form.weight?.(checked.output));
    // Sent with the visitor's stored sign-in (the wake script adds it), the form is theirs, as the
    // API's route is for a bearer header; without one, or with one no longer valid, nobody's. Read
    // only for a form acted on: a refused one or a choice needs nobody.
    if (session) await resolveUserBy(c, session);
    const result = await form.act(c, checked.output);
    const outcome = form.outcome?.(result);
    return { status: 201, sent: true, ...(outcome && { outcome }) };
  } catch (error) {
    // Too many requests, a trade no longer listed, an address already subscribed: said above the
    // fields, which stay as typed.
    if (!(error instanceof HTTPException) || error.status >= 500) throw error;
    const retryAfter = error.res?.headers.get('Retry-After') ?? undefined;
    return { status: error.status, sent: false, refusal: error.message, retryAfter };
  }
}

function plainFormRoute<Rules extends v.GenericSchema, Result>(
  path: string,
  form: PlainForm<Rules, Result>,
  render: RenderAnswer,
) {
  return new Hono<AppEnv>().post(path, csrf(), withDatabase, async (c) => {
    const body = await c.req.parseBody();
    const values = Object.fromEntries(
      form.fields.map((field) => {
        const value = body[field];
        return [field, typeof value === 'string' ? value : ''];
      }),
    );
    const chosen = form.choice && body[form.choice.button];
    if (form.choice && typeof chosen === 'string') {
      const kept = { ...values, [form.choice.field]: chosen };
      return render(c, { form: { values: kept, sent: false, choosing: true }, status: 200 });
    }
    const session = body[postedSessionField];
    const { status, retryAfter, ...outcome } = await answerForm(
      c,
      form,
      values,
      typeof session === 'string' ? session : '',
    );
    return render(c, { form: { values, ...outcome }, status, retryAfter });
  });
}

const quoteForm = (
  fromAddress: PlainForm<typeof quoteRequestRules>['fromAddress'],
): PlainForm<typeof quoteRequestRules> => ({
  fields: Object.keys({ ...quoteProjectRules.entries, ...quoteContactRules.entries }),
  rules: quoteRequestRules,
  fromAddress,
  rate: rateRules.quoteRequest,
  weight: ({ tradesmanIds }) => tradesmanIds.length,
  act: sendQuoteRequest,
});

/** /quote/18: one trade. */
const oneTradeQuote = quoteForm((c) => ({ tradesmanId: c.req.param('id') ?? '' }));

/** /quote?trade=18&trade=40: the trades chosen in the directory, checked by the same rule. */
const chosenTradesQuote = quoteForm((c) => ({ tradesmanIds: c.req.queries(tradeParam) ?? [] }));

const newsletterForm: PlainForm<typeof newsletterRules> = {
  // `from` is the page the footer's form was on, for the answer's way back; no rule reads it.
  fields: [...Object.keys(newsletterRules.entries), 'from'],
  rules: newsletterRules,
  rate: rateRules.newsletter,
  act: (c, input) => subscribe(c.var.db, input),
};

const contactForm: PlainForm<typeof postedContactRules> = {
  fields: [...Object.keys(contactRules.entries), 'first', 'second', 'answer'],
  rules: postedContactRules,
  rate: rateRules.contact,
  act: (c, { first: _first, second: _second, answer: _answer, ...message }) =>
    receiveContactMessage(c.var.db, message),
};

/** A survey visit booked from a profile page, whose address names the listing by `param`. */
const bookingForm = (
  param: string,
): PlainForm<typeof postedBookingRules, Awaited<ReturnType<typeof bookVisit>>> => ({
  fields: Object.keys(bookingRules.entries),
  rules: postedBookingRules,
  fromAddress: (c) => ({ listingId: c.req.param(param) ?? '' }),
  rate: rateRules.booking,
  keys: (c, { email }) => bookingKeysFor(c, email),
  act: (c, { listingId, ...input }) => bookVisit(c, listingId, input),
  outcome: (booking) => booking.status,
  // After a refusal (the time taken meanwhile) or a message, the days, times and fortnights send
  // the details with the choice (BookVisitSection), so the next time keeps what was typed.
  choice: { button: visitChoiceButton, field: 'start' },
});

/**
 * POST /quote/:id, POST /quote?trade=…, POST /newsletter, POST /about (its contact form) and a
 * profile's booking (POST /listing/:id, /tradesman/:tradesmanId), each answered with its page.
 */
export function postedFormRoutes(render: RenderAnswer) {
  return new Hono<AppEnv>()
    .route('/', plainFormRoute('/listing/:id', bookingForm('id'), render))
    .route('/', plainFormRoute('/tradesman/:tradesmanId', bookingForm('tradesmanId'), render))
    .route('/', plainFormRoute('/quote/:id', oneTradeQuote, render))
    .route('/', plainFormRoute('/quote', chosenTradesQuote, render))
    .route('/', plainFormRoute('/newsletter', newsletterForm, render))
    .route('/', plainFormRoute('/about', contactForm, render));
}
