import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffOnlyAttribute } from '#schema/page-waking';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { makeArticle, summaryOf } from '../../../test/makeArticle';
import { renderApp, renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { ArticlePage } from './ArticlePage';

describe('an article page', () => {
  it("shows 'Article Not Found' for any answer that is not OK", async () => {
    stubApi({
      'GET /api/articles/404': () => Response.json({ error: 'Article not found' }, { status: 404 }),
      'GET /api/articles/500': () => new Response('', { status: 500 }),
    });
    const { router } = renderPage(<ArticlePage />, {
      route: '/education/:id',
      path: '/education/404',
    });
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    await router.navigate('/education/500');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Education Hub' }).getAttribute('href')).toBe(
      '/education',
    );
  });

  it('renders the body as text: headings and lists become elements, HTML never runs', async () => {
    const article = makeArticle({
      id: 5,
      title: 'Cavity wall insulation',
      content: [
        'Most homes built after 1920 have cavity walls.',
        '## Is my wall suitable?',
        '- Brick pattern\n- Wall thickness',
        '<script>window.articleHacked = true</script>',
        '<img src="x" onerror="window.articleHacked = true">',
      ].join('\n\n'),
    });
    stubApi({ 'GET /api/articles/5': answer(api.articles[':id'].$get, article) });
    renderPage(<ArticlePage />, { route: '/education/:id', path: '/education/5' });

    const view = await screen.findByRole('article');
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(
      within(view).getByRole('heading', { level: 2, name: 'Is my wall suitable?' }),
    ).toBeTruthy();
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brick pattern', 'Wall thickness']);
    expect(within(view).getByText('<script>window.articleHacked = true</script>')).toBeTruthy();
    expect(
      within(view).getByText('<img src="x" onerror="window.articleHacked = true">'),
    ).toBeTruthy();
    expect(view.querySelector('script, img')).toBeNull();
    expect((window as { articleHacked?: boolean }).articleHacked).toBeUndefined();
    // A visitor's page holds Edit for staff only: the global styles hide it unless the page is
    // marked as staff's (schema/page-waking.ts).
    expect(screen.getByRole('link', { name: 'Edit' }).hasAttribute(staffOnlyAttribute)).toBe(true);
  });

  it('gives staff an Edit button to the editor', async () => {
    signInAs(makeUser({ role: 'editor' }), {
      'GET /api/articles/8': answer(
        api.articles[':id'].$get,
        makeArticle({ id: 8, isPublished: false }),
      ),
    });
    renderPage(<ArticlePage />, { route: '/education/:id', path: '/education/8' });
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/admin/articles/8/edit');
    expect(edit.hasAttribute(staffOnlyAttribute)).toBe(false);
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('keeps an article for five minutes instead of reading it again', async () => {
    const article = makeArticle({ id: 12, title: 'Solar batteries' });
    const fetchMock = stubApi({
      'GET /api/articles': answer(api.articles.$get, [summaryOf(article)]),
      'GET /api/articles/12': answer(api.articles[':id'].$get, article),
    });
    // Goes to the hub and back, so it needs the whole app's routes.
    const { user } = renderApp('/education/12');
    await screen.findByRole('heading', { level: 1, name: 'Solar batteries' });
    await user.click(screen.getByRole('link', { name: 'Back to Education Hub' }));
    await user.click(await screen.findByRole('link', { name: 'Solar batteries' }));
    await screen.findByRole('heading', { level: 1, name: 'Solar batteries' });
    expect(callsTo(fetchMock, 'GET /api/articles/12')).toHaveLength(1);
  });
});
