import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedObjects } from '../../../schema/tables';
import { newObjectKey } from '../../lib/storage';
import { makeUser } from '../../test/factories';
import { databaseOf, freshBindings } from '../../test/harness';
import { deleteAbandonedUploads, deleteSpentUploadKeys, finaliseUpload } from './objects';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

async function storedUpload(
  db: ReturnType<typeof databaseOf>,
  ownerId: number,
  status: 'pending' | 'ready',
  createdAt: Date,
  bytes: Uint8Array = png,
) {
  const key = newObjectKey('article-image', 'image/png');
  await env.FILES.put(key, bytes);
  await db.insert(storedObjects).values({
    key,
    purpose: 'article-image',
    ownerId,
    contentType: 'image/png',
    size: bytes.byteLength,
    status,
    createdAt,
  });
  return key;
}

const rowExists = async (db: ReturnType<typeof databaseOf>, key: string) =>
  (await db.select().from(storedObjects).where(eq(storedObjects.key, key))).length === 1;

describe('deleteAbandonedUploads', () => {
  it('removes pending uploads older than an hour with their files and keeps the rest', async () => {
    const db = databaseOf(freshBindings());
    const owner = await makeUser(db, { role: 'editor' });
    const abandoned = await storedUpload(db, owner.id, 'pending', minutesAgo(61));
    const recent = await storedUpload(db, owner.id, 'pending', minutesAgo(20));
    const ready = await storedUpload(db, owner.id, 'ready', minutesAgo(600));

    expect(await deleteAbandonedUploads(db, env.FILES, now)).toBe(1);

    expect(await rowExists(db, abandoned)).toBe(false);
    expect(await env.FILES.head(abandoned)).toBeNull();
    for (const kept of [recent, ready]) {
      expect(await rowExists(db, kept)).toBe(true);
      expect(await env.FILES.head(kept)).not.toBeNull();
    }
    expect(await deleteAbandonedUploads(db, env.FILES, now)).toBe(0);
  });
});

describe('deleteSpentUploadKeys', () => {
  it('deletes what a spent upload link wrote at an accepted file’s old key, after an hour', async () => {
    const db = databaseOf(freshBindings());
    const owner = await makeUser(db, { role: 'editor' });
    const key = await storedUpload(db, owner.id, 'pending', minutesAgo(61));
    const ready = await finaliseUpload(db, env.FILES, {
      key,
      ownerId: owner.id,
      purpose: 'article-image',
    });
    const recent = await storedUpload(db, owner.id, 'pending', minutesAgo(5));
    const recentReady = await finaliseUpload(db, env.FILES, {
      key: recent,
      ownerId: owner.id,
      purpose: 'article-image',
    });
    // A late PUT through the old links.
    await env.FILES.put(key, png);
    await env.FILES.put(recent, png);

    expect(await deleteSpentUploadKeys(db, env.FILES, now)).toBe(1);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await env.FILES.head(ready.key)).not.toBeNull();
    expect(await env.FILES.head(recent)).not.toBeNull();
    const rows = await db.select().from(storedObjects);
    expect(rows.find((row) => row.key === ready.key)?.uploadKey).toBeNull();
    expect(rows.find((row) => row.key === recentReady.key)?.uploadKey).toBe(recent);
    expect(await deleteSpentUploadKeys(db, env.FILES, now)).toBe(0);
  });
});

describe('finaliseUpload', () => {
  it('refuses a stored file above 10 MB and deletes it with its record', async () => {
    const db = databaseOf(freshBindings());
    const owner = await makeUser(db, { role: 'editor' });
    const huge = new Uint8Array(10_485_761);
    huge.set(png);
    const key = await storedUpload(db, owner.id, 'pending', now, huge);

    await expect(
      finaliseUpload(db, env.FILES, { key, ownerId: owner.id, purpose: 'article-image' }),
    ).rejects.toThrow('Failed to process uploaded image');
    expect(await rowExists(db, key)).toBe(false);
    expect(await env.FILES.head(key)).toBeNull();
  });

  it('only finalises an upload for the purpose it was made for', async () => {
    const db = databaseOf(freshBindings());
    const owner = await makeUser(db, { role: 'admin' });
    const key = await storedUpload(db, owner.id, 'pending', now);

    await expect(
      finaliseUpload(db, env.FILES, { key, ownerId: owner.id, purpose: 'listing-logo' }),
    ).rejects.toThrow('Upload not found');
    const ready = await finaliseUpload(db, env.FILES, {
      key,
      ownerId: owner.id,
      purpose: 'article-image',
    });
    expect(ready).toMatchObject({
      uploadKey: key,
      status: 'ready',
      contentType: 'image/png',
      size: 12,
    });
    expect(ready.key).not.toBe(key);
    expect(await env.FILES.head(ready.key)).not.toBeNull();
  });
});
