// A local stand-in for Stripe's REST API, enough for this app's billing through the real `stripe`
// SDK: point the SDK at it with `host`, `port` and `protocol: 'http'`. State lives in memory.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, parseForm } from './form';
import { routesFor } from './routes';
import { seed } from './seed';
import { StandInError, Store, type StripeObject } from './store';
import { eventEmitter } from './webhooks';

export interface StandInOptions {
  port?: number;
  host?: string;
  /** Where signed events are POSTed (the app's /api/stripe/webhook); none means record only. */
  webhookUrl?: string;
  webhookSecret?: string;
  quiet?: boolean;
}

export interface StandIn {
  url: string;
  host: string;
  port: number;
  store: Store;
  /** Resolves once every event so far has been delivered to the webhook URL. */
  deliveriesSettled: () => Promise<void>;
  close: () => Promise<void>;
}

const apiVersion = '2026-10-28.endive';

/** Replaces ids on the given dotted paths with their objects, on a copy. */
function expand(store: Store, value: unknown, path: string[]): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return value;
  const [key, ...rest] = path as [string, ...string[]];
  const object = value as Record<string, unknown>;
  if (key === 'data' && Array.isArray(object.data)) {
    return { ...object, data: object.data.map((item) => expand(store, item, rest)) };
  }
  let field = object[key];
  if (typeof field === 'string' && store.objects.has(field))
    field = structuredClone(store.objects.get(field));
  return { ...object, [key]: expand(store, field, rest) };
}

function expanded(store: Store, result: StripeObject, body: FormObject): unknown {
  const paths = ([] as string[]).concat((body.expand as string[] | undefined) ?? []);
  return paths.reduce(
    (current, path) => expand(store, current, path.split('.')),
    structuredClone(result) as unknown,
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
) => {
  response.writeHead(status, {
    'content-type': type,
    'request-id': `req_standin_${Date.now()}`,
    // The browser's test card form may confirm directly with the publishable key.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
  });
  response.end(type === 'application/json' ? JSON.stringify(body) : String(body));
};

function portalPage(url: URL): string {
  const back = url.searchParams.get('return_url') ?? '/';
  const safe = back.replace(/[<>"&]/g, '');
  return `<!doctype html><title>Billing portal (test stand-in)</title><h1>Billing portal</h1>
<p>This is the local Stripe stand-in. With real Stripe keys, Stripe's billing portal opens here.</p>
<p><a href="${safe}">Return to the app</a></p>`;
}

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The stand-in's receipt for a one-off payment: what Stripe's hosted receipt shows. */
function receiptPage(intent: StripeObject): string {
  const description = String(intent.description ?? 'Payment').replace(/[<>"&]/g, '');
  return `<!doctype html><title>Receipt (test stand-in)</title><h1>Receipt</h1>
<p>This is the local Stripe stand-in's copy of Stripe's hosted receipt.</p>
<dl><dt>For</dt><dd>${description}</dd><dt>Amount paid</dt><dd>${money(intent.amount_received)}</dd></dl>`;
}

/** The stand-in's hosted invoice page: what Stripe's shows, in plain HTML. */
function invoicePage(invoice: StripeObject): string {
  const date = new Date(invoice.created * 1000).toISOString().slice(0, 10);
  return `<!doctype html><title>Invoice ${invoice.number} (test stand-in)</title>
<h1>Invoice ${invoice.number}</h1><p>This is the local Stripe stand-in's copy of Stripe's hosted invoice.</p>
<dl><dt>Date</dt><dd>${date}</dd><dt>Status</dt><dd>${invoice.status}</dd>
<dt>Amount due</dt><dd>${money(invoice.amount_due)}</dd><dt>Amount paid</dt><dd>${money(invoice.amount_paid)}</dd></dl>`;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const store = new Store();
  seed(store);
  const { emit, resend, settled } = eventEmitter(store, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    apiVersion,
  });
  const route = routesFor(store, emit, resend);
  let baseUrl = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'OPTIONS') return send(response, 204, '');
    if (url.pathname === '/_standin/portal')
      return send(response, 200, portalPage(url), 'text/html');
    const receipt = /^\/_standin\/receipts\/([^/]+)$/.exec(url.pathname);
    if (receipt) {
      const intent = store.objects.get(receipt[1] as string);
      return intent?.object === 'payment_intent' && intent.status === 'succeeded'
        ? send(response, 200, receiptPage(intent), 'text/html')
        : send(response, 404, 'No such receipt', 'text/plain');
    }
    const hosted = /^\/_standin\/invoices\/([^/]+)$/.exec(url.pathname);
    if (hosted) {
      const invoice = store.objects.get(hosted[1] as string);
      return invoice?.object === 'invoice'
        ? send(response, 200, invoicePage(invoice), 'text/html')
        : send(response, 404, 'No such invoice', 'text/plain');
    }
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const raw = await readBody(request);
    const body =
      request.method === 'POST'
        ? request.headers['content-type']?.includes('json')
          ? JSON.parse(raw || '{}')
          : parseForm(raw)
        : parseForm(url.search.slice(1));
    const publicCaller = key.startsWith('pk_');
    const isConfirm = /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(url.pathname);
    if (
      !(key.startsWith('sk_') || (publicCaller && isConfirm)) &&
      url.pathname.startsWith('/v1/')
    ) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const idempotencyKey =
      request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const replay =
      typeof idempotencyKey === 'string' ? store.replies.get(idempotencyKey) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    let status = 200;
    let answer: unknown;
    try {
      const result = route({
        method: request.method ?? 'GET',
        path: url.pathname,
        body,
        publicCaller,
        baseUrl,
      });
      answer = expanded(store, result, body);
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    if (typeof idempotencyKey === 'string')
      store.replies.set(idempotencyKey, { status, body: answer });
    if (!options.quiet) console.log(`[stripe] ${request.method} ${url.pathname} → ${status}`);
    send(response, status, answer);
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  baseUrl = `http://${address}:${port}`;
  store.baseUrl = baseUrl;
  return {
    url: baseUrl,
    host: address,
    port,
    store,
    deliveriesSettled: settled,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
