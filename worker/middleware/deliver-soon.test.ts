// Mail a person waits for leaves with the request that queued it, not with the hourly job.
import { describe, expect, inject, it } from 'vitest';
import type { Delivery } from '../test/fake-servers';
import { call, freshBindings } from '../test/harness';
import { freshAddress, registration, uniqueEmail } from '../test/stripe';

function withMailProvider() {
  const provider = `${inject('mailProviderUrl')}/${crypto.randomUUID()}`;
  const bindings = {
    ...freshBindings(),
    MAIL_API_URL: `${provider}/send`,
    MAIL_API_KEY: 'test-key',
  };
  const deliveries = async () => (await (await fetch(provider)).json()) as Delivery[];
  return { bindings, deliveries };
}

/** Reads until `done` holds or 30 seconds pass: delivery runs after the answer, not before it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 30_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('mail after a write', () => {
  it('delivers the welcome mail with the temporary password without the scheduled job', async () => {
    const { bindings, deliveries } = withMailProvider();
    const email = uniqueEmail('welcome');
    const registered = await call(bindings, 'POST', '/api/register-tradesman', {
      body: registration({ contactEmail: email }),
      headers: freshAddress(),
    });
    expect(registered.status).toBe(201);
    const sent = await eventually(deliveries, (all) => all.some((mail) => mail.to === email));
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});
