import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountLinksAttribute, signedInAttribute, staffAttribute } from '#schema/page-waking';
import { makeUser, stubApi } from '../../test/api';
import { renderApp } from '../../test/render';
import { setNarrowViewport } from '../../test/viewport';

/** The phone menu's disclosure, found by its button's text. */
const menuOf = (header: HTMLElement) => {
  const details = within(header).getByText('Menu').closest('details');
  if (!details) throw new Error('The menu is not a disclosure');
  return details;
};

describe('Header', () => {
  // The home page reads featured tradesmen; answer locally rather than reach for a server.
  beforeEach(() => {
    stubApi({});
  });

  it('highlights the current nav item, including on pages below it', () => {
    renderApp('/education/12');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Education' }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const name of ['Home', 'Directory', 'About']) {
      expect(within(nav).getByRole('link', { name }).hasAttribute('aria-current')).toBe(false);
    }
  });

  it('the logo goes home', async () => {
    const { router, user } = renderApp('/about');
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Retrofit Smarter Greener' }));
    // The page's code loads before the move completes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the page marked signed in for a stored sign-in the app confirms', async () => {
    const root = document.documentElement;
    root.setAttribute(signedInAttribute, '');
    localStorage.setItem('authToken', 'token-for-7');
    let answerMe: (answer: Response) => void = () => {};
    stubApi({
      'GET /api/auth/me': () =>
        new Promise<Response>((resolve) => {
          answerMe = resolve;
        }),
    });
    renderApp('/');
    await screen.findAllByText('Connecting to the database...');
    expect(root.hasAttribute(signedInAttribute)).toBe(true);
    answerMe(Response.json(makeUser()));
    await screen.findByRole('button', { name: /Account menu for Ada Green/ });
    expect(root.hasAttribute(signedInAttribute)).toBe(true);
    // What the mark hides is a signed-out visitor's: the signed-in header's links are not marked.
    expect(document.querySelector(`[${accountLinksAttribute}]`)).toBeNull();
  });

  it('shows them once a stored sign-in is refused', async () => {
    const root = document.documentElement;
    root.setAttribute(signedInAttribute, '');
    localStorage.setItem('authToken', 'token-for-7');
    stubApi({ 'GET /api/auth/me': () => Response.json({ error: 'Expired' }, { status: 401 }) });
    renderApp('/');
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Sign In' });
    await waitFor(() => expect(root.hasAttribute(signedInAttribute)).toBe(false));
  });

  it('marks the page as staff’s for staff only, so their Add Article and Edit show', async () => {
    const root = document.documentElement;
    localStorage.setItem('authToken', 'token-for-7');
    stubApi({ 'GET /api/auth/me': () => Response.json(makeUser({ role: 'editor' })) });
    const { unmount } = renderApp('/about');
    await waitFor(() => expect(root.hasAttribute(staffAttribute)).toBe(true));
    unmount();
    stubApi({ 'GET /api/auth/me': () => Response.json(makeUser()) });
    renderApp('/about');
    await screen.findByRole('button', { name: /Account menu for Ada Green/ });
    await waitFor(() => expect(root.hasAttribute(staffAttribute)).toBe(false));
  });

  it('offers Sign In and List My Business when signed out', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(
      within(header).getByRole('link', { name: 'List My Business' }).getAttribute('href'),
    ).toBe('/register');
  });

  it('the theme toggle switches and stores "dark" then "light" under theme', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('on a phone, the menu opens as a disclosure of the pages and account links', async () => {
    setNarrowViewport();
    const { router, user } = renderApp('/');
    const menu = menuOf(screen.getByRole('banner'));
    expect(menu.hasAttribute('open')).toBe(false);
    await user.click(within(menu).getByText('Menu'));
    expect(menu.hasAttribute('open')).toBe(true);
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Directory', 'Grants', 'Education', 'About', 'Sign In', 'List My Business']);
    await user.click(within(nav).getByRole('link', { name: 'Directory' }));
    // The page's code loads before the move completes; the menu closes on the new page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/directory'));
    await waitFor(() => expect(menu.hasAttribute('open')).toBe(false));
  });

  it('on a phone, Escape closes the open menu and returns to its button', async () => {
    setNarrowViewport();
    const { user } = renderApp('/');
    const menu = menuOf(screen.getByRole('banner'));
    await user.click(within(menu).getByText('Menu'));
    await user.keyboard('{Escape}');
    expect(menu.hasAttribute('open')).toBe(false);
    expect(document.activeElement?.tagName).toBe('SUMMARY');
  });
});
