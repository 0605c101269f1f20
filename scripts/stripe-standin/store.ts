// The stand-in's in-memory state: every Stripe object by id, the event log and idempotent replies.
import { randomBytes } from 'node:crypto';

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON shapes here, as on the wire.
export type StripeObject = Record<string, any> & { id: string; object: string };

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const invalidRequest = (message: string, param?: string, status = 400) =>
  new StandInError(status, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export const missing = (kind: string, id: string, param = 'id') =>
  new StandInError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const now = () => Math.floor(Date.now() / 1000);

export function newId(prefix: string) {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export class Store {
  readonly objects = new Map<string, StripeObject>();
  readonly events: StripeObject[] = [];
  /** Replies already given, by Idempotency-Key: a retried POST gets the same answer. */
  readonly replies = new Map<string, { status: number; body: unknown }>();
  /** Where the stand-in listens, for the pages it links to (an invoice's hosted page). */
  baseUrl = '';

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get(kind: string, id: string, param?: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw missing(kind.replace('_', ' '), id, param);
    return found;
  }

  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === kind);
  }
}

/** A Stripe list answer, newest first (items come oldest first), honouring `limit`. */
export function listOf(
  url: string,
  items: StripeObject[],
  page: { limit?: unknown; starting_after?: unknown },
): StripeObject {
  const limit = Math.min(100, Number(page.limit ?? 10) || 10);
  // Reversed before the stable sort, so objects made in the same second stay newest first.
  const sorted = [...items].reverse().sort((a, b) => (b.created ?? 0) - (a.created ?? 0));
  const after = sorted.findIndex((item) => item.id === page.starting_after);
  const rest = sorted.slice(after + 1);
  return {
    id: '',
    object: 'list',
    url,
    has_more: rest.length > limit,
    data: rest.slice(0, limit),
  };
}
