import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../test/api';
import { renderApp } from '../../test/render';
import { announceLogOut } from '../api/logOut';

async function openAccountMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`Account menu for ${name}$`) }),
  );
  return within(await screen.findByRole('menu'));
}

/**
 * Picks an item the keyboard way: arrow down to it, then Enter. (Clicking a non-link item after
 * an earlier test opened a menu leaves zag's pointer highlight unset in happy-dom.)
 */
async function chooseWithKeyboard(user: ReturnType<typeof renderApp>['user'], name: string) {
  const index = menuItemNames().indexOf(name);
  await user.keyboard('{ArrowDown}'.repeat(index + 1));
  await user.keyboard('{Enter}');
}

function menuItemNames() {
  const menu = within(screen.getByRole('menu'));
  return menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent?.trim());
}

describe('the avatar menu', () => {
  it('offers Admin Dashboard to an admin', async () => {
    signInAs(makeUser({ role: 'admin', name: 'Alex Admin' }));
    const { router, user } = renderApp('/');
    const menu = await openAccountMenu(user, 'Alex Admin');
    expect(menuItemNames()).toEqual(['Admin Dashboard', 'Settings', 'Log out']);
    await user.click(menu.getByRole('menuitem', { name: 'Admin Dashboard' }));
    // A lazy page's code loads before the router commits the move.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it("shows the user's initials, named by them too, and gives a resident My Dashboard", async () => {
    signInAs(makeUser({ role: 'resident', name: 'Rosa Resident' }));
    const { router, user } = renderApp('/');
    const trigger = await screen.findByRole('button', {
      name: 'RR, Account menu for Rosa Resident',
    });
    expect(trigger.textContent).toBe('RR');
    const menu = await openAccountMenu(user, 'Rosa Resident');
    expect(menuItemNames()).toEqual(['My Dashboard', 'Settings', 'Log out']);
    await user.click(menu.getByRole('menuitem', { name: 'My Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
  });

  it("a tradesperson's My Dashboard leads to /dashboard, and Verification to its tab", async () => {
    signInAs(makeUser({ role: 'tradesperson', name: 'Tom Trades', isTradesman: true }));
    const { user } = renderApp('/');
    const menu = await openAccountMenu(user, 'Tom Trades');
    expect(menuItemNames()).toEqual(['My Dashboard', 'Verification', 'Settings', 'Log out']);
    expect(menu.getByRole('menuitem', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(menu.getByRole('menuitem', { name: 'Verification' }).getAttribute('href')).toBe(
      '/dashboard?tab=verification',
    );
  });

  it('Settings opens the settings page', async () => {
    signInAs(makeUser({ role: 'editor', name: 'Eve Editor' }));
    const { user } = renderApp('/');
    const menu = await openAccountMenu(user, 'Eve Editor');
    expect(menuItemNames()).toEqual(['Settings', 'Log out']);
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("logging out tells the server, forgets the sign-in, reloads to / and says 'Logged Out' there", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const fetchMock = signInAs(makeUser({ role: 'resident', name: 'Rosa Resident' }), {
      'POST /api/auth/logout': () => Response.json({ success: true }),
    });
    localStorage.setItem('homeowner', '{"id":7}');
    localStorage.setItem('theme', 'dark');
    const { user } = renderApp('/about');
    // The page's own code loads first, so nothing re-renders under the open menu.
    await screen.findByRole('heading', { level: 1, name: 'About Retrofit Smarter Greener' });
    await openAccountMenu(user, 'Rosa Resident');
    await chooseWithKeyboard(user, 'Log out');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('homeowner')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    // The page the reload opens shows the toast once; a later load does not.
    act(() => announceLogOut());
    expect(await screen.findByText('Logged Out')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out')).toBeTruthy();
    expect(sessionStorage.getItem('loggedOut')).toBeNull();
  });

  it('logging out still signs out when the server cannot be reached', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    signInAs(makeUser({ role: 'admin', name: 'Alex Admin' }), {
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Retrofit Smarter Greener' });
    await openAccountMenu(user, 'Alex Admin');
    await chooseWithKeyboard(user, 'Log out');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
