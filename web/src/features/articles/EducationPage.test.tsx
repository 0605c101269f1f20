import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffOnlyAttribute } from '#schema/page-waking';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { makeArticle, summaryOf } from '../../../test/makeArticle';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { EducationPage } from './EducationPage';

const solar = makeArticle({
  title: 'Solar panels in a Hertfordshire winter',
  category: 'Solar Energy',
});
const heatPump = makeArticle({
  title: 'How an air-source heat pump works',
  category: 'Heat Pumps',
});
const loft = makeArticle({ title: 'Topping up loft insulation', category: 'Insulation' });
const articles = [solar, heatPump, loft].map(summaryOf);

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the Education Hub', () => {
  it('shows article cards and filters them with the category chips', async () => {
    stubApi({ 'GET /api/articles': answer(api.articles.$get, articles) });
    const { user, router } = renderPage(<EducationPage />, { path: '/education' });
    expect(await screen.findByText(solar.title)).toBeTruthy();
    expect(cardTitles()).toEqual([solar.title, heatPump.title, loft.title]);
    const card = screen.getByRole('article', { name: heatPump.title });
    expect(within(card).getByText('Helen Okafor')).toBeTruthy();
    expect(within(card).getByText('4 mins read')).toBeTruthy();
    expect(within(card).getByText('1 Oct 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: heatPump.title }).getAttribute('href')).toBe(
      `/education/${heatPump.id}`,
    );

    // Links, so a choice made before the app has loaded is a page the Worker renders.
    const chips = screen.getByRole('group', { name: 'Filter articles by category' });
    const chip = (name: string) => within(chips).getByRole('link', { name });
    expect(chip('Heat Pumps').getAttribute('href')).toBe('/education?category=Heat+Pumps');
    expect(chip('All').getAttribute('aria-current')).toBe('page');
    await user.click(chip('Heat Pumps'));
    expect(cardTitles()).toEqual([heatPump.title]);
    expect(router.state.location.search).toBe('?category=Heat+Pumps');
    expect(chip('Heat Pumps').getAttribute('aria-current')).toBe('page');
    expect(chip('All').getAttribute('aria-current')).toBeNull();
    await user.click(chip('Green Building'));
    expect(screen.getByText('No Green Building articles yet')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Show all articles' }));
    expect(cardTitles()).toHaveLength(3);
    expect(chip('All').getAttribute('aria-current')).toBe('page');
    // The filter replaces the address rather than adding a step to go back through.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the articles cannot be loaded', async () => {
    stubApi({ 'GET /api/articles': () => new Response('down', { status: 500 }) });
    renderPage(<EducationPage />, { path: '/education' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load articles. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Add Article' })).toBeNull();
    // Anyone else's hub holds, for staff only, a link to the editor's page: the page the Worker
    // renders once for all shows it when the account island marks it as staff's.
    const add = screen.getByRole('link', { name: 'Add Article' });
    expect(add.getAttribute('href')).toBe('/admin/articles/new');
    expect(add.hasAttribute(staffOnlyAttribute)).toBe(true);
  });

  it('shows staff their drafts and lets them add an article in a dialog', {
    timeout: 15_000,
  }, async () => {
    const draft = summaryOf(makeArticle({ title: 'Draft on green roofs', isPublished: false }));
    const created = makeArticle({
      id: 99,
      title: 'Heat pump grants explained',
      category: 'Heat Pumps',
    });
    let stored = [draft, ...articles];
    const fetchMock = signInAs(makeUser({ role: 'editor', name: 'Erin Editor' }), {
      'GET /api/articles': () => Response.json(stored),
      'POST /api/articles': () => {
        stored = [summaryOf(created), ...stored];
        return Response.json(created, { status: 201 });
      },
    });
    const { user } = renderPage(<EducationPage />, { path: '/education' });
    const draftCard = await screen.findByRole('article', { name: draft.title });
    expect(within(draftCard).getByText('Draft')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Article' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Article' }));
    expect((dialog.getByLabelText('Author') as HTMLInputElement).value).toBe('Erin Editor');
    await user.clear(dialog.getByLabelText('Author'));
    await user.click(dialog.getByRole('button', { name: 'Save Article' }));
    expect(dialog.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(callsTo(fetchMock, 'POST /api/articles')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Title'), created.title);
    await user.type(dialog.getByLabelText('Content'), 'Up to £7,500.');
    await user.type(dialog.getByLabelText('Author'), 'Erin Editor');
    await user.click(dialog.getByRole('button', { name: 'Heat Pumps' }));
    await user.click(dialog.getByText('Publish Article'));
    await user.click(dialog.getByRole('button', { name: 'Save Article' }));

    expect(await screen.findByText('Article created successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/articles')).toEqual([
      {
        title: created.title,
        content: 'Up to £7,500.',
        excerpt: '',
        author: 'Erin Editor',
        readTime: '5 mins read',
        imageUrl: '',
        category: 'Heat Pumps',
        isPublished: true,
        tags: [],
        authorId: 7,
      },
    ]);
    expect(await screen.findByRole('article', { name: created.title })).toBeTruthy();
  });
});
