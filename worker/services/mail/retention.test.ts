import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../schema/tables';
import { databaseOf, freshBindings } from '../../test/harness';
import { purgeOldMailBodies } from './retention';

const now = new Date('2026-11-21T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('purgeOldMailBodies', () => {
  it('blanks bodies of mail sent or failed over 7 days ago, keeps the rest, and repeats as a no-op', async () => {
    const db = databaseOf(freshBindings());
    const mail = { to: 'a@example.com', subject: 'Reset', template: 't' };
    await db.insert(mailOutbox).values([
      {
        ...mail,
        body: 'old sent ?token=a',
        attachments: [{ filename: 'survey-visit.ics', contentType: 'text/calendar', content: 'x' }],
        status: 'sent',
        createdAt: daysAgo(9),
        sentAt: daysAgo(8),
      },
      { ...mail, body: 'old failed', status: 'failed', createdAt: daysAgo(8) },
      { ...mail, body: 'recent sent', status: 'sent', createdAt: daysAgo(9), sentAt: daysAgo(6) },
      { ...mail, body: 'still queued', status: 'queued', createdAt: daysAgo(8) },
    ]);
    expect(await purgeOldMailBodies(db, now)).toBe(2);
    const bodies = (await db.select().from(mailOutbox).orderBy(mailOutbox.id)).map(
      (row) => row.body,
    );
    expect(bodies).toEqual(['', '', 'recent sent', 'still queued']);
    const [calendarMail] = await db.select().from(mailOutbox).orderBy(mailOutbox.id).limit(1);
    expect(calendarMail?.attachments).toEqual([]);
    expect(await purgeOldMailBodies(db, now)).toBe(0);
  });
});
