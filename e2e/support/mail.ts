// A mail from the outbox (or a link in it), read as an admin through the API, as the person it
// was mailed to would get it (dev keeps mail in the outbox, listed for admins).
import { expect } from 'vitest';
import { baseUrl } from './browser';

async function adminToken(): Promise<string> {
  const reply = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
  });
  return ((await reply.json()) as { token: string }).token;
}

/** The body of the newest mail of `template` sent to `to`, once it is in the outbox. */
export async function mailedBody(to: string, template: string): Promise<string> {
  const token = await adminToken();
  let body = '';
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${baseUrl()}/api/admin/mail`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const mail = (await reply.json()) as { to: string; template: string; body: string }[];
        body = mail.find((item) => item.to === to && item.template === template)?.body ?? '';
        return body;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return body;
}

/** The newest link matching `pattern` in a mail of `template` sent to `to`, as a same-site path. */
export async function mailedPath(to: string, template: string, pattern: RegExp): Promise<string> {
  const found = (await mailedBody(to, template)).match(pattern)?.[0];
  if (!found) throw new Error(`No link matching ${pattern} in the ${template} mail to ${to}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
