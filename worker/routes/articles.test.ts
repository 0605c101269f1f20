import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../schema/tables';
import { signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const articleCount = async () => (await db.select({ n: count() }).from(articles))[0]?.n;
const draft = {
  title: 'Heat pumps in older homes',
  content: 'Most homes built after 1930 can run a heat pump well.\n\nStart with insulation.',
  excerpt: 'What to check first',
  category: 'Heat Pumps',
  tags: 'heat pumps, grants',
  authorId: 999,
};

let editor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let resident: Awaited<ReturnType<typeof signedIn>>;
let tradesperson: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  editor = await signedIn(bindings, db, 'editor');
  admin = await signedIn(bindings, db, 'admin');
  resident = await signedIn(bindings, db, 'resident');
  tradesperson = await signedIn(bindings, db, 'tradesperson');
});

describe('writing articles', () => {
  it('lets an editor create a draft with defaults, and the author is the signed-in user', async () => {
    const response = await call(bindings, 'POST', '/api/articles', {
      token: editor.token,
      body: draft,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      title: draft.title,
      isPublished: false,
      readTime: '5 mins read',
      author: editor.user.name,
      authorId: editor.user.id,
      tags: ['heat pumps', 'grants'],
    });
  });

  it('refuses visitors, residents and tradespeople and stores nothing', async () => {
    const before = await articleCount();
    expect((await call(bindings, 'POST', '/api/articles', { body: draft })).status).toBe(401);
    for (const token of [resident.token, tradesperson.token]) {
      expect((await call(bindings, 'POST', '/api/articles', { token, body: draft })).status).toBe(
        403,
      );
    }
    expect(await articleCount()).toBe(before);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ content: '  ' }, 'Content is required'],
    [{ category: 'Gardening' }, expect.stringMatching(/^Category must be one of/)],
    [
      { imageUrl: 'javascript:alert(1)' },
      'The image must be an uploaded image or an https:// address',
    ],
    [{ isPublished: 'yes' }, 'Publish must be true or false'],
  ])('refuses %j', async (overrides, message) => {
    const before = await articleCount();
    const response = await call(bindings, 'POST', '/api/articles', {
      token: admin.token,
      body: { ...draft, ...overrides },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await articleCount()).toBe(before);
  });

  it('updates an article and answers 404 for an unknown one', async () => {
    const created = await (
      await call(bindings, 'POST', '/api/articles', { token: admin.token, body: draft })
    ).json();
    const response = await call(bindings, 'PUT', `/api/articles/${created.id}`, {
      token: editor.token,
      body: {
        ...draft,
        title: 'Heat pumps: a practical guide',
        isPublished: true,
        author: 'Priya Shah',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Heat pumps: a practical guide',
      isPublished: true,
      author: 'Priya Shah',
    });
    const missing = await call(bindings, 'PUT', '/api/articles/424242', {
      token: editor.token,
      body: draft,
    });
    expect(missing.status).toBe(404);
  });
});

describe('article tags', () => {
  it('refuses a 1 MB tag, so no visitor is sent it with every article list', async () => {
    const response = await call(bindings, 'POST', '/api/articles', {
      token: editor.token,
      body: { ...draft, tags: ['x'.repeat(1_048_576)] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Each item must be at most 40 characters' });
  });
});

describe('reading articles', () => {
  it('shows the public published articles only; an unpublished one is a 404', async () => {
    const hidden = await (
      await call(bindings, 'POST', '/api/articles', {
        token: editor.token,
        body: { ...draft, title: 'Secret draft' },
      })
    ).json();
    const shown = await (
      await call(bindings, 'POST', '/api/articles', {
        token: editor.token,
        body: { ...draft, title: 'Published guide', isPublished: true },
      })
    ).json();

    const publicList = await (await call(bindings, 'GET', '/api/articles')).json();
    const titles = publicList.map((article: { title: string }) => article.title);
    expect(titles).toContain('Published guide');
    expect(titles).not.toContain('Secret draft');
    expect(publicList[0]).not.toHaveProperty('content');

    expect((await call(bindings, 'GET', `/api/articles/${hidden.id}`)).status).toBe(404);
    expect(
      (await call(bindings, 'GET', `/api/articles/${hidden.id}`, { token: resident.token })).status,
    ).toBe(404);
    const detail = await call(bindings, 'GET', `/api/articles/${shown.id}`);
    expect(await detail.json()).toMatchObject({ title: 'Published guide', content: draft.content });
  });

  it('shows drafts to staff', async () => {
    const hidden = await (
      await call(bindings, 'POST', '/api/articles', {
        token: admin.token,
        body: { ...draft, title: 'Staff-only draft' },
      })
    ).json();
    const staffList = await (
      await call(bindings, 'GET', '/api/articles', { token: editor.token })
    ).json();
    expect(staffList.map((article: { title: string }) => article.title)).toContain(
      'Staff-only draft',
    );
    expect(
      (await call(bindings, 'GET', `/api/articles/${hidden.id}`, { token: admin.token })).status,
    ).toBe(200);
  });
});
