import { and, lte, ne, sql } from 'drizzle-orm';
import { mailOutbox } from '../../schema/tables';
import type { Database } from '../db';

const keptMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Blanks the bodies of mail done with (sent or failed) more than 7 days ago: they hold reset and
 * e-mail-change links and temporary passwords, which nobody needs once the mail has gone. The
 * row stays as the record of what was sent to whom. Blank bodies are skipped, so a repeat
 * changes nothing.
 */
export async function purgeOldMailBodies(db: Database, now: Date): Promise<number> {
  const cutoff = now.getTime() - keptMs;
  const purged = await db
    .update(mailOutbox)
    .set({ body: '' })
    .where(
      and(
        ne(mailOutbox.status, 'queued'),
        ne(mailOutbox.body, ''),
        lte(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}
