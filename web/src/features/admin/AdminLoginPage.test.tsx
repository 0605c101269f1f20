import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: 1, role: 'admin', name: 'Alex Admin' });

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'alex@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/admin/login', () => {
  it('a signed-in admin goes straight to /admin', async () => {
    signInAs(admin);
    const { router } = renderApp('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('welcomes the admin by name and opens /admin after half a second', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        Response.json({
          token: 'token-for-1',
          userType: 'homeowner',
          account: null,
          profile: null,
          homeowner: null,
          user: { id: 1, name: 'Alex Admin', email: 'alex@example.com', role: 'admin' },
        }),
      'GET /api/auth/me': () => Response.json(admin),
    });
    const { router, user } = renderApp('/admin/login');
    await signIn(user);
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, Alex Admin!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 2000 });
  });

  it("a refused sign-in shows 'Login Failed' with the server's message", async () => {
    stubApi({
      'POST /api/auth/login': () =>
        Response.json(
          { error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
          { status: 429 },
        ),
    });
    const { user } = renderApp('/admin/login');
    await signIn(user);
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(
      screen.getByText('Too many failed sign-in attempts. Please wait 15 minutes and try again.'),
    ).toBeTruthy();
  });

  it("offers 'Forgot password?', which asks for the address to mail a reset link to", async () => {
    stubApi({});
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('shows no default admin login', async () => {
    stubApi({});
    renderApp('/admin/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    expect(document.body.textContent).not.toMatch(/@example\.com|password123|default/i);
  });
});
