// A link from the mail outbox, read as an admin through the API, as the person it was mailed to
// would get it (dev keeps mail in the outbox, listed for admins).
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

/** The newest link matching `pattern` in a mail of `template` sent to `to`, as a same-site path. */
export async function mailedPath(to: string, template: string, pattern: RegExp): Promise<string> {
  const token = await adminToken();
  let found = '';
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${baseUrl()}/api/admin/mail`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const mail = (await reply.json()) as { to: string; template: string; body: string }[];
        const mine = mail.find((item) => item.to === to && item.template === template);
        found = mine?.body.match(pattern)?.[0] ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
