// The quote page's form posted as plain HTML, before (or without) the app
// (docs/decisions/006-server-rendering-and-waking-on-intent.md). It is POST /api/quote-requests by
// other means: the same rule, the same hourly cap per address, the same sending; a cross-site form
// is refused by its Origin (the API refuses one by its JSON body). The answer is the quote page
// itself, showing the request sent, or the fields as typed with each one's message.
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { quoteContactRules, quoteProjectRules, quoteRequestRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { withDatabase } from '../middleware/database';
import { byAddress, countRequest, rateRules } from '../middleware/rate-limit';
import type { PostedForm } from '../pages/contract';
import { sendQuoteRequest } from './quote-requests';

/** The Worker's answer to a posted form: what the page shows, its status, when to try again. */
export interface FormAnswer {
  form: PostedForm;
  status: number;
  retryAfter?: string;
}

/** Renders the page at the request's address with the form's answer. */
export type RenderAnswer = (c: Context<AppEnv>, answer: FormAnswer) => Promise<Response>;

/** The fields the page's form sends; anything else posted is ignored. */
const formFields = Object.keys({ ...quoteProjectRules.entries, ...quoteContactRules.entries });

async function answerForm(
  c: Context<AppEnv>,
  values: Record<string, string>,
): Promise<Omit<FormAnswer, 'form'> & Omit<PostedForm, 'values'>> {
  const checked = v.safeParse(quoteRequestRules, { ...values, tradesmanId: c.req.param('id') });
  // The page reads each field's message from the same rule.
  if (!checked.success) return { status: 400, sent: false };
  try {
    const { tradesmanIds } = checked.output;
    await countRequest(c, rateRules.quoteRequest, byAddress(c), tradesmanIds.length);
    await sendQuoteRequest(c, checked.output);
    return { status: 201, sent: true };
  } catch (error) {
    // Too many requests, a trade no longer listed: said above the fields, which stay as typed.
    if (!(error instanceof HTTPException) || error.status >= 500) throw error;
    const retryAfter = error.res?.headers.get('Retry-After') ?? undefined;
    return { status: error.status, sent: false, refusal: error.message, retryAfter };
  }
}

export function quoteFormRoutes(render: RenderAnswer) {
  return new Hono<AppEnv>().post('/quote/:id', csrf(), withDatabase, async (c) => {
    const body = await c.req.parseBody();
    const values = Object.fromEntries(
      formFields.map((field) => {
        const value = body[field];
        return [field, typeof value === 'string' ? value : ''];
      }),
    );
    const { status, retryAfter, ...outcome } = await answerForm(c, values);
    return render(c, { form: { values, ...outcome }, status, retryAfter });
  });
}
