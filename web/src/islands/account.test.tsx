// The account island on the template the Worker puts in every server-rendered page: the signed-in
// header's end rendered once to static HTML, drawn and filled in for the visitor signed in.
import { ChakraProvider } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLinksAttribute, signedInAttribute } from '#schema/page-waking';
import { storageKeys } from '#schema/storage-keys';
import { makeUser, stubApi } from '../../test/api';
import { appSystem } from '../app/system';
import { AccountMenuTemplate } from '../components/AccountMenuTemplate';
import { startAccountIsland } from './account';

let template = '';

beforeAll(() => {
  template = renderToString(
    <ChakraProvider value={appSystem()}>
      <AccountMenuTemplate />
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

  it('wakes the app for staff, whose tools are the app’s, drawing nothing', async () => {
    loadPage();
    const wake = vi.fn();
    window.__early = { ready: false, woke: false, held: [], wake };
    stubApi({ 'GET /api/auth/me': () => Response.json(makeUser({ role: 'editor' })) });
    await startAccountIsland();
    expect(wake).toHaveBeenCalledOnce();
    expect(header().queryByLabelText(/Account menu/)).toBeNull();
    expect(field('Full name').value).toBe('');
  });
});
