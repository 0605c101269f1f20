// Fixed-window rate limits stored in libSQL (rate_limits), so every Worker isolate shares them.
//
// A request is counted by ONE statement (services/rate-limits/counters.ts): the check and the
// increment cannot be split by requests sent in parallel, so the 11th of 11 simultaneous requests
// sees 11 and is refused. The count is taken in middleware, before the handler does any work — for
// sign-in, before the password is checked. A refused request is counted too, which only keeps a
// flood refused until its window ends.
import type { Context, Input } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { LoginInput } from '../../schema/rules';
import type { AppEnv } from '../env';
import { countHit, giveBack, windowStartOf } from '../services/rate-limits/counters';
import { currentUser, resolveUser } from './auth';

export interface RateRule {
  name: string;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  message: string;
  /** Only failed answers (status 400 and above) keep their count; a success gives its hit back. */
  failuresOnly?: boolean;
  /** Whether the counts (one per key, in the order given) refuse this request. */
  refuses?: (counts: readonly number[]) => boolean;
}

/** How many hits a request counts for; one unless the route says it weighs more. */
type Weigh<I extends Input> = (c: Context<AppEnv, string, I>) => number;

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Sign-in, keyed [address + email, address, email]. Each attempt is counted before the password
 * is checked; a successful sign-in gives its hit back, so only failures add up.
 * - 10 failures in 15 minutes for one email from one address refuse that address for that email;
 * - 50 failures in 15 minutes from one address refuse that address for every email;
 * - past 20 failures in 15 minutes for one email from anywhere, only addresses that have already
 *   failed 3 times for that email are refused. An attacker who knows someone's email therefore
 *   cannot lock its owner out: the owner, even after a typo or two of their own, still reaches
 *   the password check, while each guessing address gets three guesses a window.
 */
const signIn = { addressAndEmail: 10, address: 50, account: 20, underAttack: 3 } as const;

export const rateRules = {
  failedLogin: {
    name: 'login-failed',
    limit: signIn.addressAndEmail,
    windowMs: 15 * minute,
    message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    failuresOnly: true,
    refuses: ([addressAndEmail = 0, address = 0, account = 0]) =>
      addressAndEmail > signIn.addressAndEmail ||
      address > signIn.address ||
      (account > signIn.account && addressAndEmail > signIn.underAttack),
  },
  /** Wrong current passwords at change-password, per account: the caller holds a session. */
  wrongPassword: {
    name: 'password-wrong',
    limit: 10,
    windowMs: 15 * minute,
    message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    failuresOnly: true,
  },
  /**
   * Reset links, keyed [address, email]: 20 an hour from one address, 5 an hour to one e-mail
   * (whoever asks), so nobody can flood an inbox or probe many addresses from one connection.
   */
  forgotPassword: {
    name: 'forgot-password',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many reset requests. Please wait an hour and try again.',
    refuses: ([address = 0, email = 0]) => address > 20 || email > 5,
  },
  /** Wrong or spent mailed links, per address: each try costs a password hash or a lookup. */
  accountLink: {
    name: 'account-link',
    limit: 20,
    windowMs: 15 * minute,
    message: 'Too many attempts with this link. Please wait 15 minutes and try again.',
    failuresOnly: true,
  },
  /**
   * E-mail change requests, per signed-in account, counted whether they succeed or not (a wrong
   * password too): each one mails a link to an address the caller names.
   */
  emailChange: {
    name: 'email-change',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many e-mail change requests. Please wait an hour and try again.',
  },
  /**
   * E-mail change requests naming one new address, whichever accounts ask, counted whether they
   * succeed or not: nobody can fill a stranger's inbox with confirmation links.
   */
  emailChangeTarget: {
    name: 'email-change-to',
    limit: 3,
    windowMs: day,
    message:
      'This address has been sent too many confirmation links today. Please try again tomorrow.',
  },
  /**
   * Quote requests per address, counted once per trade reached: a request to three trades counts
   * three, so sending to several at once never multiplies the hourly cap
   * (docs/product/public-site.md §10.10).
   */
  quoteRequest: {
    name: 'quote',
    limit: 10,
    windowMs: 60 * minute,
    message: 'You have sent a lot of quote requests in a short time. Please try again in an hour.',
  },
  newsletter: {
    name: 'newsletter',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many sign-ups from this connection. Please try again in an hour.',
  },
  contact: {
    name: 'contact',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many messages from this connection. Please try again in an hour.',
  },
  /**
   * Whether a registration's e-mail is free, per address: a person checks a few times, a
   * harvester of addresses many.
   */
  registrationEmail: {
    name: 'register-email',
    limit: 20,
    windowMs: 60 * minute,
    message: 'Too many checks from this connection. Please try again in an hour.',
  },
  registration: {
    name: 'register',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many registrations from this connection. Please try again in an hour.',
  },
  /**
   * Paid registrations, per address, apart from `registration`: opening the payment already used
   * that budget, and a verified payment is proof of a real payer that can be used only once, so
   * a paid sign-up must never be refused after paying. Only failures count (a made-up or spent
   * payment id), which still stops anyone probing payment ids.
   */
  paidRegistration: {
    name: 'register-paid',
    limit: 20,
    windowMs: 60 * minute,
    message: 'Too many registrations from this connection. Please try again in an hour.',
    failuresOnly: true,
  },
  /**
   * Plan upgrade payments, per signed-in account: each one opens or changes a Stripe
   * subscription and its invoice, work no trade needs ten times in an hour.
   */
  upgradePayment: {
    name: 'upgrade-payment',
    limit: 10,
    windowMs: 60 * minute,
    message: 'Too many payment attempts in a short time. Please try again in an hour.',
  },
  /**
   * Price previews, per account or address: each asks Stripe for an invoice preview; a person
   * choosing plans, cycles and codes needs a few dozen at most.
   */
  pricePreview: {
    name: 'price-preview',
    limit: 60,
    windowMs: 60 * minute,
    message: 'Too many price checks in a short time. Please try again in an hour.',
  },
  /** Add-on payments, per signed-in account: each opens a Stripe payment. */
  addOnPayment: {
    name: 'add-on-payment',
    limit: 10,
    windowMs: 60 * minute,
    message: 'Too many payment attempts in a short time. Please try again in an hour.',
  },
  /**
   * Survey-visit bookings, keyed [address, email]: each one mails the address it names and may
   * hold a slot for 30 minutes, so neither a connection nor an inbox gets many in an hour
   * (docs/product/business-side.md §10.5).
   */
  booking: {
    name: 'booking',
    limit: 10,
    windowMs: 60 * minute,
    message: 'You have made a lot of bookings in a short time. Please try again in an hour.',
    refuses: ([address = 0, email = 0]) => address > 10 || email > 5,
  },
  /**
   * Support requests, per signed-in account: each one is an admin's working time and a mail
   * (docs/product/business-side.md §10.8).
   */
  supportRequest: {
    name: 'support-request',
    limit: 5,
    windowMs: 60 * minute,
    message: 'You have sent several support requests in a short time. Please try again in an hour.',
  },
  /** Upload links, per signed-in account: people in one office share an address. */
  upload: {
    name: 'upload',
    limit: 60,
    windowMs: 60 * minute,
    message: 'Too many uploads in a short time. Please try again in an hour.',
  },
} satisfies Record<string, RateRule>;

/** The caller's address as Cloudflare saw it (never X-Forwarded-For, which a client can forge). */
export function clientAddress(c: Context<AppEnv, string, Input>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

export const byAddress = (c: Context<AppEnv, string, Input>) => [`ip:${clientAddress(c)}`];

export const bySignedInUser = (c: Context<AppEnv, string, Input>) => [`user:${currentUser(c).id}`];

/** The signed-in caller's account, or the address for a visitor (who is refused later anyway). */
export async function byUserOrAddress(c: Context<AppEnv, string, Input>) {
  const user = await resolveUser(c);
  return user ? [`user:${user.id}`] : byAddress(c);
}

/** The reset-link keys in the order `rateRules.forgotPassword.refuses` reads them. */
export function forgotPasswordKeys(
  c: Context<AppEnv, string, { out: { json: { email: string } } }>,
) {
  return [`ip:${clientAddress(c)}`, `email:${c.req.valid('json').email}`];
}

/** The address an e-mail change would mail its link to. */
export function emailChangeTargetKeys(
  c: Context<AppEnv, string, { out: { json: { newEmail: string } } }>,
) {
  return [`email:${c.req.valid('json').newEmail}`];
}

/** The booking keys, for a booking to `email`, in the order `rateRules.booking.refuses` reads them. */
export const bookingKeysFor = (c: Context<AppEnv, string, Input>, email: string) => [
  `ip:${clientAddress(c)}`,
  `email:${email}`,
];

export const bookingKeys = (c: Context<AppEnv, string, { out: { json: { email: string } } }>) =>
  bookingKeysFor(c, c.req.valid('json').email);

/** The sign-in keys in the order `rateRules.failedLogin.refuses` reads them. */
export function signInKeys(c: Context<AppEnv, string, { out: { json: LoginInput } }>) {
  const address = clientAddress(c);
  const { email } = c.req.valid('json');
  return [`ip:${address}:email:${email}`, `ip:${address}`, `email:${email}`];
}

function tooMany(rule: RateRule, windowStart: number, now: Date): never {
  const retryAfter = Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000);
  throw new HTTPException(429, {
    message: rule.message,
    res: new Response(null, { headers: { 'Retry-After': String(retryAfter) } }),
  });
}

/**
 * Counts one request against the rule for each key, as `weight` hits, and throws the 429 (with
 * Retry-After) once the rule refuses; by default, when any key is over the limit. For a route that
 * answers a refusal itself (a form page shows it); others use `rateLimit`.
 */
export async function countRequest(
  c: Context<AppEnv, string, Input>,
  rule: RateRule,
  keys: readonly string[],
  weight = 1,
) {
  const refuses = rule.refuses ?? ((counts) => counts.some((count) => count > rule.limit));
  const now = new Date();
  const windowStart = windowStartOf(rule.windowMs, now);
  const ruleKeys = keys.map((key) => `${rule.name}:${key}`);
  const counts = await countHit(c.var.db, ruleKeys, windowStart, weight);
  if (refuses(counts)) tooMany(rule, windowStart, now);
  return { ruleKeys, windowStart };
}

/**
 * `countRequest` as a route's middleware, with the keys read from the request by `keys`.
 * A `keys` answer of [] lets the request through uncounted. `weigh` makes one request count as
 * several hits (a quote request to three trades counts three).
 * Put it after the route's validation (bad input is not counted) and role check.
 */
export function rateLimit<I extends Input = Input>(
  rule: RateRule,
  keys: (c: Context<AppEnv, string, I>) => string[] | Promise<string[]>,
  weigh?: Weigh<I>,
) {
  return createMiddleware<AppEnv, string, I>(async (c, next) => {
    const requestKeys = await keys(c);
    // No key: the route does not count this request (e.g. a signed-in upgrade, not a sign-up).
    if (requestKeys.length === 0) return next();
    const { ruleKeys, windowStart } = await countRequest(c, rule, requestKeys, weigh?.(c) ?? 1);
    await next();
    if (rule.failuresOnly && c.res.status < 400) await giveBack(c.var.db, ruleKeys, windowStart);
  });
}
