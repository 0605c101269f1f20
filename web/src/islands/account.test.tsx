// The account island on the template the Worker puts in every server-rendered page: the signed-in
// header's end rendered once to static HTML, drawn and filled in for the visitor signed in.
import { ChakraProvider } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountLinksAttribute,
  hubResultsAttribute,
  signedInAttribute,
  staffAttribute,
} from '#schema/page-waking';
import { storageKeys } from '#schema/storage-keys';
import { makeUser, type Reply, stubApi } from '../../test/api';
import { makeArticle, summaryOf } from '../../test/makeArticle';
import { appSystem } from '../app/system';
import { AccountMenuTemplate } from '../components/AccountMenuTemplate';
import { QuoteBellTemplate } from '../entities/quote/QuoteBellTemplate';
import { DraftCardTemplate } from '../features/articles/DraftCardTemplate';
import { startAccountIsland } from './account';

let template = '';

beforeAll(() => {
  template = renderToString(
    <ChakraProvider value={appSystem()}>
      <AccountMenuTemplate quoteBell={<QuoteBellTemplate />} />
      <MemoryRouter>
        <DraftCardTemplate />
      </MemoryRouter>
    </ChakraProvider>,
  );
});

afterEach(() => {
  window.__accountIsland?.release();
  delete window.__early;
  document.body.innerHTML = '';
});

/** A server-rendered page opened with a stored sign-in: its header, a quote form, the footer's. */
function loadPage() {
  localStorage.setItem(storageKeys.authToken, 'token-for-7');
  document.documentElement.setAttribute(signedInAttribute, '');
  document.body.innerHTML = `<header><div ${accountLinksAttribute}><a href="/auth">Sign In</a></div></header>
    <form method="post" action="/quote/4"><input name="customerName" aria-label="Full name">
      <input name="customerEmail" aria-label="Email"><input name="customerPhone" aria-label="Phone" value="07700 900999"></form>
    <form method="post" action="/newsletter"><input name="email" aria-label="Newsletter e-mail"></form>${template}`;
}

const header = () => within(screen.getByRole('banner'));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the account island', () => {
  it('draws a homeowner’s avatar menu and fills only their quote form’s empty fields', async () => {
    loadPage();
    stubApi({ 'GET /api/auth/me': () => Response.json(makeUser()) });
    await startAccountIsland();
    const menu = header().getByLabelText('AG, Account menu for Ada Green');
    expect(menu.textContent).toBe('AG');
    expect(header().getByText('ada@example.com')).toBeTruthy();
    expect(header().getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/homeowner-dashboard',
    );
    expect(header().queryByRole('link', { name: 'Verification' })).toBeNull();
    expect(header().getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(field('Full name').value).toBe('Ada Green');
    expect(field('Email').value).toBe('ada@example.com');
    // What the page already held is kept; the newsletter starts empty, as the app's does.
    expect(field('Phone').value).toBe('07700 900999');
    expect(field('Newsletter e-mail').value).toBe('');
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(true);

    // Before the app hydrates, the header goes back to what the server drew.
    window.__accountIsland?.release();
    expect(header().queryByLabelText(/Account menu/)).toBeNull();
    expect(window.__accountIsland).toBeUndefined();
  });

  it('gives a trade their dashboard and verification, and fills no quote form', async () => {
    loadPage();
    stubApi({
      'GET /api/auth/me': () => Response.json(makeUser({ role: 'tradesperson', name: 'Tom Hale' })),
    });
    await startAccountIsland();
    const dashboards = header().getAllByRole('link', { name: 'My Dashboard' });
    expect(dashboards.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard',
    ]);
    expect(header().getByRole('link', { name: 'Verification' }).getAttribute('href')).toBe(
      '/dashboard?tab=verification',
    );
    expect(field('Full name').value).toBe('');
  });

  it('forgets a refused sign-in and shows the signed-out header', async () => {
    loadPage();
    stubApi({ 'GET /api/auth/me': () => Response.json({ error: 'Expired' }, { status: 401 }) });
    await startAccountIsland();
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(false);
    expect(header().queryByLabelText(/Account menu/)).toBeNull();
  });

  it('keeps the sign-in when the server does not answer, showing the links the server drew', async () => {
    loadPage();
    stubApi({ 'GET /api/auth/me': () => new Response('', { status: 503 }) });
    await startAccountIsland();
    expect(localStorage.getItem(storageKeys.authToken)).toBe('token-for-7');
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(false);
  });

  it('shows the farewell a sign-out left once, asking nothing of the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loadPage();
    localStorage.clear();
    sessionStorage.setItem(
      'loggedOut',
      JSON.stringify({ title: 'Logged Out', description: 'You have been signed out.' }),
    );
    const fetchMock = stubApi({});
    await startAccountIsland();
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Logged Out')).toBeTruthy();
    expect(within(toast).getByText('You have been signed out.')).toBeTruthy();
    expect(sessionStorage.getItem('loggedOut')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Not in the header: nobody is signed in.
    expect(header().queryByRole('status')).toBeNull();
    // As long as the app's toasts show, or until closed.
    await vi.advanceTimersByTimeAsync(5000);
    expect(screen.queryByRole('status')).toBeNull();

    sessionStorage.setItem(
      'loggedOut',
      JSON.stringify({ title: 'Account Deleted', description: '' }),
    );
    await startAccountIsland();
    within(screen.getByRole('status')).getByRole('button', { name: 'Close' }).click();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws an admin’s quote bell and staff area, never waking the app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pageLoad = Date.parse('2026-03-03T10:00:00.000Z');
    vi.setSystemTime(pageLoad);
    loadPage();
    const wake = vi.fn();
    window.__early = { ready: false, woke: false, held: [], wake };
    const quotes: unknown[] = [];
    stubApi({
      'GET /api/auth/me': () => Response.json(makeUser({ role: 'admin', name: 'Sam Admin' })),
      'GET /api/quote-requests': () => Response.json(quotes),
    });
    await startAccountIsland();
    expect(wake).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(staffAttribute)).toBe(true);
    expect(header().getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(header().queryByRole('link', { name: 'My Dashboard' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Verification' })).toBeNull();
    const bell = header().getByLabelText('Quote notifications');
    expect(header().getByText('No new quote requests')).toBeTruthy();

    // A request made after the page loaded is new at the next poll, as in the app's bell.
    quotes.push({
      id: 31,
      createdAt: new Date(pageLoad + 2000).toISOString(),
      customerName: 'Ben Cole',
      tradesmanName: 'GreenSpark Energy',
      propertySize: '3 bed',
      timeline: 'month',
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(bell.getAttribute('aria-label')).toBe('Quote notifications: 1 new');
    expect(header().getByText('Ben Cole → GreenSpark Energy')).toBeTruthy();
    expect(header().getByText('No new quote requests').style.display).toBe('none');

    header().getByRole('button', { name: 'Mark All as Read' }).click();
    expect(bell.getAttribute('aria-label')).toBe('Quote notifications');
    expect(header().queryByText('Ben Cole → GreenSpark Energy')).toBeNull();
    expect(header().getByRole('link', { name: 'View all requests' }).getAttribute('href')).toBe(
      '/quote-requests',
    );
  });

  it('gives an editor the bell but no staff area of the admin’s', async () => {
    loadPage();
    stubApi({
      'GET /api/auth/me': () => Response.json(makeUser({ role: 'editor' })),
      'GET /api/quote-requests': () => Response.json([]),
    });
    await startAccountIsland();
    expect(header().getByLabelText('Quote notifications')).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(header().queryByRole('link', { name: 'My Dashboard' })).toBeNull();
    expect(field('Full name').value).toBe('');
  });

  it('draws no bell for a homeowner', async () => {
    loadPage();
    stubApi({ 'GET /api/auth/me': () => Response.json(makeUser()) });
    await startAccountIsland();
    expect(header().queryByLabelText(/Quote notifications/)).toBeNull();
    expect(document.documentElement.hasAttribute(staffAttribute)).toBe(false);
  });
});

/** Two published articles and two drafts, newest first, as the list answers staff. */
const staffList = [
  makeArticle({ id: 4, title: 'Draft on ASHPs', isPublished: false, category: 'Heat Pumps' }),
  makeArticle({ id: 3, title: 'Solar in winter', category: 'Solar Energy' }),
  makeArticle({
    id: 2,
    title: 'Draft on lofts',
    excerpt: '',
    isPublished: false,
    category: 'Insulation',
    imageUrl: '/objects/loft.jpg',
  }),
  makeArticle({ id: 1, title: 'Heat pumps explained', category: 'Heat Pumps' }),
].map(summaryOf);

const publishedCard = (id: number, title: string) =>
  `<article><h2><a href="/education/${id}">${title}</a></h2></article>`;

/** A hub the Worker rendered for everyone: the published cards, or the empty category's panel. */
function loadHub(results: string, address = '/education') {
  window.history.replaceState(null, '', address);
  loadPage();
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<main><div ${hubResultsAttribute}>${results}</div></main>`,
  );
}

function signInStaff(articles: Reply = () => Response.json(staffList)) {
  stubApi({
    'GET /api/auth/me': () => Response.json(makeUser({ role: 'editor' })),
    'GET /api/quote-requests': () => Response.json([]),
    'GET /api/articles': articles,
  });
}

const hubTitles = () =>
  [...document.querySelectorAll(`[${hubResultsAttribute}] article h2`)].map((h) => h.textContent);

describe('the account island in the Education Hub', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lays staff’s drafts among the published cards, newest first, and takes them back', async () => {
    loadHub(
      `<div>${publishedCard(3, 'Solar in winter')}${publishedCard(1, 'Heat pumps explained')}</div>`,
    );
    signInStaff();
    await startAccountIsland();
    expect(hubTitles()).toEqual([
      'Draft on ASHPs',
      'Solar in winter',
      'Draft on lofts',
      'Heat pumps explained',
    ]);
    const draft = screen.getByRole('article', { name: 'Draft on ASHPs' });
    expect(within(draft).getByRole('link').getAttribute('href')).toBe('/education/4');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('Heat Pumps')).toBeTruthy();
    expect(within(draft).queryByText(/\{/)).toBeNull();
    const loft = screen.getByRole('article', { name: 'Draft on lofts' });
    expect(loft.querySelector('img')?.getAttribute('src')).toBe('/api/objects/loft.jpg');
    expect(within(draft).queryByRole('img')).toBeNull();

    window.__accountIsland?.release();
    expect(hubTitles()).toEqual(['Solar in winter', 'Heat pumps explained']);
  });

  it('keeps to the chosen category, and gives an empty one a grid for its drafts', async () => {
    loadHub('<p>No Insulation articles yet</p>', '/education?category=Insulation');
    signInStaff();
    await startAccountIsland();
    expect(hubTitles()).toEqual(['Draft on lofts']);
    expect(screen.queryByText('No Insulation articles yet')).toBeNull();
    window.__accountIsland?.release();
    expect(screen.getByText('No Insulation articles yet')).toBeTruthy();
  });

  it('leaves the hub as it is when the list cannot be read', async () => {
    loadHub(`<div>${publishedCard(3, 'Solar in winter')}</div>`);
    signInStaff(() => new Response('', { status: 503 }));
    await startAccountIsland();
    expect(hubTitles()).toEqual(['Solar in winter']);
    expect(document.documentElement.hasAttribute(staffAttribute)).toBe(true);
  });
});
