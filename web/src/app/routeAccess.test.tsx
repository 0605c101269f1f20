import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../test/api';
import { renderApp } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', name: 'Alex Admin' });
const editor = makeUser({ id: 2, role: 'editor', name: 'Eve Editor' });
const tradesperson = makeUser({ id: 3, role: 'tradesperson', isTradesman: true });
const resident = makeUser({ id: 4, role: 'resident' });

describe('who may open which page', () => {
  it('a resident at /admin is sent home with the Access Denied toast', async () => {
    signInAs(resident);
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
  });

  it('a visitor at /admin is asked to sign in at /admin/login', async () => {
    stubApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy();
  });

  it('an editor at /admin gets the staff home with a way to write an article', async () => {
    signInAs(editor);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Area' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write an Article' }).getAttribute('href')).toBe(
      '/admin/articles/new',
    );
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('an editor at /admin/featured is sent home with the Access Denied toast', async () => {
    signInAs(editor);
    const { router } = renderApp('/admin/featured');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText("You don't have permission to access this page.")).toBeTruthy();
  });

  it('an editor may open the article editor', async () => {
    signInAs(editor);
    renderApp('/admin/articles/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Article' })).toBeTruthy();
  });

  it('a resident at the article editor sees the article Access Denied panel', async () => {
    signInAs(resident);
    const { router, user } = renderApp('/edit-article/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to edit articles.")).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Education' }));
    // The page's code loads before the move completes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
  });

  it('a non-admin at /admin/users sees the user-management Access Denied panel', async () => {
    signInAs(editor);
    renderApp('/admin/users');
    expect(
      await screen.findByText("You don't have permission to access user management."),
    ).toBeTruthy();
  });

  it('a non-admin at /verification-dashboard is told it needs admin privileges', async () => {
    signInAs(tradesperson);
    renderApp('/verification-dashboard');
    expect(
      await screen.findByText('You need admin privileges to access the verification dashboard.'),
    ).toBeTruthy();
  });

  it('a visitor at /dashboard goes to /auth', async () => {
    stubApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('a visitor at /homeowner-dashboard goes to /auth', async () => {
    stubApi({});
    const { router } = renderApp('/homeowner-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("a resident at the tradesperson's /dashboard is taken to their own dashboard", async () => {
    signInAs(resident);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
  });

  it('someone without the tradesman flag at /tradesman-dashboard is offered registration', async () => {
    signInAs(resident);
    renderApp('/tradesman-dashboard');
    expect(
      await screen.findByText('You need to be registered as a tradesman to access this dashboard.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Your Business' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('an admin may open every admin page', async () => {
    signInAs(admin);
    renderApp('/admin/bulk-import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Import' })).toBeTruthy();
  });
});
