import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../test/api';
import { renderApp } from '../../test/render';

describe('routes', () => {
  // First in the file: once a lazy page has loaded, later visits render it at once.
  it('shows a loading state while a lazily loaded page arrives', async () => {
    renderApp('/registration-status');
    expect(screen.getByRole('status')).toBeTruthy();
    // Signed out, the status page asks for a sign-in (docs/product/business-side.md §8).
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Sign In' })).toBeTruthy();
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    const { router, user } = renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    // The home page's code loads before the move completes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/login lands on /auth', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it.each([
    ['/', 'Retrofit Smarter Greener'],
    ['/directory?q=solar&location=Watford', 'Find a Retrofit Professional'],
    ['/education', 'Education Hub'],
    ['/education/4', 'Article Not Found'],
    ['/about', 'About Retrofit Smarter Greener'],
    ['/auth', 'Sign In'],
    ['/register', 'Grow your green-retrofit business in Hertfordshire'],
    ['/register-form?plan=starter', 'Register Your Business'],
    // The older entry point leads into the same flow as /register.
    ['/tradesman-registration', 'Grow your green-retrofit business in Hertfordshire'],
    ['/listing/3', 'Business Listing'],
    ['/quote/3', 'Request a Quote'],
    ['/tradesman/3', 'Tradesman Profile'],
    ['/admin/login', 'Admin Sign In'],
    ['/upgrade-payment?plan=premium', 'Please Sign In'],
    ['/registration-status', 'Please Sign In'],
  ])('%s shows the page titled "%s"', async (path, title) => {
    stubApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/admin', 'admin', 'Admin Dashboard'],
    ['/admin/featured', 'admin', 'Featured Badge Management'],
    ['/admin/users', 'admin', 'Manage Users'],
    ['/admin/bulk-import', 'admin', 'Bulk Import'],
    ['/admin/verification', 'admin', 'Tradesman Verification'],
    ['/verification-dashboard', 'admin', 'Verification Dashboard'],
    ['/admin/articles/new', 'editor', 'New Article'],
    ['/admin/articles/5/edit', 'editor', 'Edit Article'],
    ['/edit-article/5', 'admin', 'Edit Article'],
    ['/dashboard', 'tradesperson', 'Ada Green'],
    ['/edit-listing', 'tradesperson', 'Edit Listing'],
    ['/quote-requests', 'tradesperson', 'Quote Requests'],
    ['/tradesman-dashboard', 'tradesperson', 'Business Dashboard'],
    ['/homeowner-dashboard', 'resident', 'Welcome back, Ada Green'],
  ] as const)('%s shows a signed-in %s the page titled "%s"', async (path, role, title) => {
    signInAs(makeUser({ role, isTradesman: role === 'tradesperson' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('scrolls to the top on every route change, but leaves the first page where it is', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Retrofit Smarter Greener' });
    // A server-rendered page the visitor scrolled before the app took it over stays put.
    expect(scrollTo).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
