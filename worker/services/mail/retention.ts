// How long the outbox keeps what: bodies blanked a week after sending, and everything to or about
// an erased account removed with it.
import { and, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../schema/tables/mail';
import type { Database } from '../../db';

const keptMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Blanks the bodies and attachments of mail done with (sent or failed) more than 7 days ago: they
 * hold reset and e-mail-change links, temporary passwords and a booking's calendar entry (a
 * homeowner's name and phone), which nobody needs once the mail has gone. The
 * row stays as the record of what was sent to whom. Blank bodies are skipped, so a repeat
 * changes nothing.
 */
export async function purgeOldMailBodies(db: Database, now: Date): Promise<number> {
  const cutoff = now.getTime() - keptMs;
  const purged = await db
    .update(mailOutbox)
    .set({ body: '', attachments: [] })
    .where(
      and(
        ne(mailOutbox.status, 'queued'),
        or(ne(mailOutbox.body, ''), ne(mailOutbox.attachments, sql`'[]'`)),
        lte(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}

/**
 * Removes an erased account's mail inside the erasure's batch, for every address it has had: mail
 * to them, and sent copies of mail naming them (a trade's new-request notice). Queued mail to
 * others is left to go out: a loose text match must never stop it. Rows tagged with the account
 * (`user_id`) go with the users row by cascade, queued or not.
 */
export function forgetMailOf(db: Database, emails: string[], onlyIf: SQL) {
  const named = emails.map(
    (email) => sql`(${mailOutbox.status} <> 'queued' and instr(${mailOutbox.body}, ${email}) > 0)`,
  );
  return db.delete(mailOutbox).where(and(or(inArray(mailOutbox.to, emails), ...named), onlyIf));
}
