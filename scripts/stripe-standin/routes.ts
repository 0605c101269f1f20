// The REST surface: the few Stripe endpoints the app uses, in Stripe's shapes.
import type { FormObject } from './form';
import { confirmIntent, createPaymentIntent, type Emit } from './invoices';
import { createRefund } from './refunds';
import { invalidRequest, listOf, newId, now, type Store, type StripeObject } from './store';
import { Subscriptions } from './subscriptions';

export interface Request {
  method: string;
  path: string;
  body: FormObject;
  /** True when the caller used a publishable key (the browser), not the secret key. */
  publicCaller: boolean;
  baseUrl: string;
}

type Handler = (request: Request, params: string[]) => StripeObject;

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export function routesFor(store: Store, emit: Emit, resend: (eventId: string) => StripeObject) {
  const subscriptions = new Subscriptions(store, emit);
  const onPaid = (invoice: StripeObject) => subscriptions.invoicePaid(invoice);
  const created = () => ({ created: now(), livemode: false });

  const routes: [method: string, pattern: RegExp, handler: Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      ({ body }) =>
        store.put({
          id: newId('cus'),
          object: 'customer',
          email: text(body.email) ?? null,
          name: text(body.name) ?? null,
          balance: 0,
          metadata: body.metadata ?? {},
          ...created(),
        }),
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_, [id]) => store.get('customer', id as string)],
    [
      'GET',
      /^\/v1\/customers$/,
      ({ body, path }) =>
        listOf(
          path,
          store.all('customer').filter((c) => !body.email || c.email === body.email),
          body,
        ),
    ],
    [
      'POST',
      /^\/v1\/products$/,
      ({ body }) => {
        if (body.id && store.objects.has(String(body.id)))
          throw invalidRequest(`Product already exists.`, 'id');
        return store.put({
          id: text(body.id) ?? newId('prod'),
          object: 'product',
          name: text(body.name),
          active: true,
          metadata: body.metadata ?? {},
          ...created(),
        });
      },
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_, [id]) => store.get('product', id as string)],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_, [id]) => store.get('coupon', id as string)],
    [
      'GET',
      /^\/v1\/promotion_codes$/,
      ({ body, path }) =>
        listOf(
          path,
          store
            .all('promotion_code')
            .filter(
              (p) =>
                (!body.code || p.code === body.code) &&
                (body.active === undefined || String(p.active) === body.active),
            ),
          body,
        ),
    ],
    ['POST', /^\/v1\/subscriptions$/, ({ body }) => subscriptions.create(body)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_, [id]) => store.get('subscription', id as string)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ({ body }, [id]) => subscriptions.update(id as string, body),
    ],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_, [id]) => subscriptions.cancel(id as string)],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      ({ body, path }) =>
        listOf(
          path,
          store.all('subscription').filter((s) => !body.customer || s.customer === body.customer),
          body,
        ),
    ],
    ['POST', /^\/v1\/invoices\/create_preview$/, ({ body }) => subscriptions.preview(body)],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_, [id]) => store.get('invoice', id as string)],
    [
      'GET',
      /^\/v1\/invoices$/,
      ({ body, path }) =>
        listOf(
          path,
          store
            .all('invoice')
            .filter(
              (i) =>
                (!body.customer || i.customer === body.customer) &&
                (!body.subscription ||
                  i.parent?.subscription_details?.subscription === body.subscription),
            ),
          body,
        ),
    ],
    ['POST', /^\/v1\/payment_intents$/, ({ body }) => createPaymentIntent(store, body)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_, [id]) => store.get('payment_intent', id as string),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ({ body, publicCaller }, [id]) =>
        confirmIntent(store, emit, id as string, body, publicCaller, onPaid),
    ],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (_, [id]) => store.get('charge', id as string)],
    ['POST', /^\/v1\/refunds$/, ({ body }) => createRefund(store, emit, body)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (_, [id]) => store.get('refund', id as string)],
    [
      'GET',
      /^\/v1\/refunds$/,
      ({ body, path }) =>
        listOf(
          path,
          store
            .all('refund')
            .filter(
              (r) =>
                (!body.payment_intent || r.payment_intent === body.payment_intent) &&
                (!body.charge || r.charge === body.charge),
            ),
          body,
        ),
    ],
    [
      'GET',
      /^\/v1\/events\/([^/]+)$/,
      (_, [id]) => {
        const event = store.events.find((e) => e.id === id);
        if (!event) throw invalidRequest(`No such event: '${id}'`, 'id', 404);
        return event;
      },
    ],
    [
      'GET',
      /^\/v1\/events$/,
      ({ body, path }) =>
        listOf(
          path,
          store.events.filter((e) => !body.type || e.type === body.type),
          body,
        ),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      ({ body, baseUrl }) => {
        const customer = store.get('customer', String(body.customer ?? ''), 'customer');
        const returnUrl = text(body.return_url) ?? '';
        const url = `${baseUrl}/_standin/portal?customer=${customer.id}&return_url=${encodeURIComponent(returnUrl)}`;
        return {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: returnUrl,
          url,
          ...created(),
        };
      },
    ],
    // Test helpers (not Stripe's API): move a subscription to its renewal, end it now, or deliver
    // a past event again.
    [
      'POST',
      /^\/_standin\/subscriptions\/([^/]+)\/renew$/,
      ({ body }, [id]) =>
        subscriptions.renew(id as string, body.outcome === 'failed' ? 'failed' : 'paid'),
    ],
    [
      'POST',
      /^\/_standin\/subscriptions\/([^/]+)\/end$/,
      (_, [id]) => subscriptions.cancel(id as string),
    ],
    ['POST', /^\/_standin\/events\/([^/]+)\/resend$/, (_, [id]) => resend(id as string)],
  ];

  return (request: Request): StripeObject => {
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(request.path);
      if (match && method === request.method)
        return handler(request, match.slice(1).map(decodeURIComponent));
    }
    throw invalidRequest(
      `Unrecognized request URL (${request.method}: ${request.path}).`,
      undefined,
      404,
    );
  };
}
