// Events and their signed delivery, signed exactly as Stripe signs: the `Stripe-Signature` header
// is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>`.
import { createHmac } from 'node:crypto';
import { missing, newId, now, type Store, type StripeObject } from './store';

export function signatureHeader(secret: string, payload: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookTarget {
  url?: string;
  secret?: string;
  apiVersion: string;
}

/** Records an event (a snapshot of the object now) and, when a URL is set, delivers it. */
export function eventEmitter(store: Store, target: WebhookTarget) {
  // One at a time, in order, like a single Stripe endpoint receiving a burst of events.
  let queue = Promise.resolve();
  const emit = (type: string, object: StripeObject) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: target.apiVersion,
      created: now(),
      livemode: false,
      pending_webhooks: target.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    store.events.push(event);
    send(event);
  };
  const send = (event: StripeObject) => {
    const { url, secret } = target;
    if (url && secret) queue = queue.then(() => deliver(url, secret, event));
  };
  /**
   * Delivers a stored event again, like `stripe events resend`: the same id and payload, signed
   * afresh. Stripe retries for days and promises no order, so this is how a late or repeated
   * delivery is tried. Answers the event, so a caller without a webhook URL can deliver it itself.
   */
  const resend = (id: string): StripeObject => {
    const event = store.events.find((e) => e.id === id);
    if (!event) throw missing('event', id);
    send(event);
    return event;
  };
  return { emit, resend, settled: () => queue };
}

/** Posts one event; a refused or failed delivery is logged, as the Stripe dashboard would show it. */
async function deliver(url: string, secret: string, event: StripeObject): Promise<void> {
  const payload = JSON.stringify(event);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(secret, payload),
      },
      body: payload,
    });
    if (!response.ok) console.warn(`[stripe] ${event.type} ${event.id} → ${response.status}`);
  } catch (error) {
    console.warn(`[stripe] ${event.type} ${event.id} not delivered: ${(error as Error).message}`);
  }
}
