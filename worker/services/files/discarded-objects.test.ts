import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedObjects } from '../../../schema/tables';
import { databaseOf, freshBindings } from '../../test/harness';
import { deleteDiscardedObjects } from './objects';

describe('deleteDiscardedObjects', () => {
  it('finishes a deletion left half-done: objects go from R2, then their rows, and a rerun is harmless', async () => {
    const db = databaseOf(freshBindings());
    const key = `verification/left-behind-${crypto.randomUUID()}.pdf`;
    await env.FILES.put(key, 'pdf');
    await db.insert(storedObjects).values({
      key,
      purpose: 'verification-document',
      contentType: 'application/pdf',
      size: 3,
      status: 'discarded',
    });
    const kept = `logos/kept-${crypto.randomUUID()}.png`;
    await db.insert(storedObjects).values({
      key: kept,
      purpose: 'listing-logo',
      contentType: 'image/png',
      size: 3,
      status: 'ready',
    });

    expect(await deleteDiscardedObjects(db, env.FILES)).toBe(1);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await db.select().from(storedObjects).where(eq(storedObjects.key, key))).toHaveLength(0);
    expect(await db.select().from(storedObjects).where(eq(storedObjects.key, kept))).toHaveLength(
      1,
    );
    expect(await deleteDiscardedObjects(db, env.FILES)).toBe(0);
  });
});
