// Sends queued mail. With a provider configured (MAIL_API_URL/KEY) it POSTs each message; without
// one, outside production, it prints the message to the console so a person trying the app can read
// it (a temporary password, say). Failures retry with growing gaps, then give up after 5 tries.
import { and, asc, eq, lte } from 'drizzle-orm';
import { mailOutbox } from '../../schema/tables';
import type { Database } from '../db';
import type { Bindings } from '../env';

const maxAttempts = 5;
const batchSize = 20;

type MailRow = typeof mailOutbox.$inferSelect;
type MailSettings = Pick<Bindings, 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'APP_ENV'>;

async function send(mail: MailRow, settings: MailSettings): Promise<'sent' | 'held'> {
  if (!settings.MAIL_API_URL || !settings.MAIL_API_KEY) {
    if (settings.APP_ENV === 'production') return 'held';
    console.log(
      `\n--- mail to ${mail.to}: ${mail.subject} ---\n${mail.body}\n--- end of mail ---\n`,
    );
    return 'sent';
  }
  const response = await fetch(settings.MAIL_API_URL, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${settings.MAIL_API_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      from: settings.MAIL_FROM ?? 'Retrofit Smarter Greener <hello@retrofitsmartergreener.co.uk>',
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    }),
  });
  if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
  return 'sent';
}

export async function deliverQueuedMail(db: Database, settings: MailSettings, now: Date) {
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize);
  let sent = 0;
  for (const mail of due) {
    try {
      if ((await send(mail, settings)) === 'held') continue;
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String(error),
          status: attempts >= maxAttempts ? 'failed' : 'queued',
          nextAttemptAt: new Date(now.getTime() + 2 ** attempts * 60_000),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
