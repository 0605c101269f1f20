import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { fillIn } from '../../../test/fill';
import { renderApp } from '../../../test/render';

const resident = makeUser({ role: 'resident', name: 'Rosa Resident' });
const admin = makeUser({ id: 1, role: 'admin', name: 'Alex Admin' });

/** The login answer the server gives `user` (worker/services/accounts/sign-in.ts). */
function loginReply(user: typeof resident) {
  return {
    token: `token-for-${user.id}`,
    userType: 'homeowner',
    account: null,
    profile: null,
    homeowner:
      user.role === 'resident'
        ? {
            id: user.id,
            name: user.name,
            email: user.email,
            phone: '',
            address: '',
            postcode: '',
            createdAt: '2026-01-01T00:00:00.000Z',
          }
        : null,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

/** A server where `user` signs in with any password. */
function serverFor(user: typeof resident) {
  return stubApi({
    'POST /api/auth/login': () => Response.json(loginReply(user)),
    'GET /api/auth/me': () => Response.json(user),
  });
}

/** The whole app at /auth, once the page's own code has loaded. */
async function renderAuthPage() {
  const view = renderApp('/auth');
  await screen.findByRole('tabpanel', { name: 'Sign In' });
  return view;
}

function signInPanel() {
  return within(screen.getByRole('tabpanel', { name: 'Sign In' }));
}

async function submitSignIn(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  const panel = signInPanel();
  if (email) await fillIn(user, panel.getByRole('textbox', { name: 'Email' }), email);
  if (password) await fillIn(user, panel.getByLabelText('Password'), password);
  await user.click(panel.getByRole('button', { name: 'Sign In' }));
}

describe('signing in at /auth', () => {
  it("a blank sign-in says 'Please enter both email and password' and sends nothing", async () => {
    const fetchMock = stubApi({});
    const { user } = await renderAuthPage();
    await submitSignIn(user, '', '');
    expect(screen.getByRole('alert').textContent).toContain('Please enter both email and password');
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it("an invalid email says 'Please enter a valid email address'", async () => {
    const fetchMock = stubApi({});
    const { user } = await renderAuthPage();
    await submitSignIn(user, 'not-an-email', 'secret1');
    expect(signInPanel().getByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('a resident who signs in is welcomed, remembered and taken to /homeowner-dashboard', async () => {
    const fetchMock = serverFor(resident);
    const { router, user } = await renderAuthPage();
    await submitSignIn(user, 'Rosa@Example.com ', 'secret1');
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, Rosa Resident!')).toBeTruthy();
    // The new user was read before the token was stored, so the shell never blanks.
    expect(screen.queryByText('Connecting to the database...')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toEqual([
      { email: 'rosa@example.com', password: 'secret1' },
    ]);
    expect(localStorage.getItem('authToken')).toBe('token-for-7');
    expect(JSON.parse(localStorage.getItem('homeowner') ?? 'null')).toMatchObject({
      name: 'Rosa Resident',
    });
    expect(localStorage.getItem('tradesmanAccount')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rosa Resident' }),
    ).toBeTruthy();
  });

  it('a resident stopped at a mailed review link is brought back to it after signing in', async () => {
    serverFor(resident);
    const { router, user } = renderApp('/homeowner-dashboard?review=401');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await screen.findByRole('tabpanel', { name: 'Sign In' });
    await submitSignIn(user, 'rosa@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.search).toBe('?review=401'));
    expect(router.state.location.pathname).toBe('/homeowner-dashboard');
  });

  it('an admin stopped at a resident page lands on their own page instead', async () => {
    serverFor(admin);
    const { router, user } = renderApp('/homeowner-dashboard?review=401');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await screen.findByRole('tabpanel', { name: 'Sign In' });
    await submitSignIn(user, 'admin@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('an admin who signs in is taken to /admin', async () => {
    serverFor(admin);
    const { router, user } = await renderAuthPage();
    await submitSignIn(user, 'alex@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('a second click while signing in sends nothing more', async () => {
    let answer: (reply: Response) => void = () => {};
    const fetchMock = stubApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await renderAuthPage();
    await submitSignIn(user, 'rosa@example.com', 'secret1');
    const button = signInPanel().getByRole('button', { name: /Sign/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(button);
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(1);
    answer(Response.json({ error: 'Invalid email or password' }, { status: 401 }));
    await screen.findByText('Login Failed');
  });

  it("a refused sign-in shows the server's message, not the raw reply", async () => {
    stubApi({
      'POST /api/auth/login': () =>
        Response.json({ error: 'Invalid email or password' }, { status: 401 }),
    });
    const { router, user } = await renderAuthPage();
    await submitSignIn(user, 'rosa@example.com', 'wrong-password');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText(/401:/)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("a sign-in that cannot reach the server says 'An unexpected error occurred. Please try again.'", async () => {
    stubApi({
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = await renderAuthPage();
    await submitSignIn(user, 'rosa@example.com', 'secret1');
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('the password toggle shows and hides the password', async () => {
    stubApi({});
    const { user } = await renderAuthPage();
    const password = signInPanel().getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(signInPanel().getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(signInPanel().getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links tradespeople to /tradesman-registration', async () => {
    stubApi({});
    await renderAuthPage();
    expect(
      signInPanel().getByRole('link', { name: 'Register your business here' }).getAttribute('href'),
    ).toBe('/tradesman-registration');
  });

  it('someone already signed in is sent to their own dashboard', async () => {
    signInAs(resident);
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
  });
});

describe('registering a homeowner at /auth', () => {
  async function fillRegistration(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Register' }));
    await fillIn(user, panel.getByRole('textbox', { name: 'Full Name' }), 'Rosa Resident');
    await fillIn(user, panel.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await fillIn(user, panel.getByLabelText('Password'), 'Loft-lagging-42');
    await fillIn(user, panel.getByRole('textbox', { name: 'Postcode (optional)' }), 'SG14 1BY');
    await user.click(panel.getByRole('button', { name: 'Create Account' }));
  }

  it('a new account switches to Sign In with the email filled in', async () => {
    const fetchMock = stubApi({
      'POST /api/homeowners/register': () => Response.json({ homeowner: {} }, { status: 201 }),
    });
    const { user } = await renderAuthPage();
    await fillRegistration(user);
    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    expect(screen.getByText('Your account has been created. Please log in.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/homeowners/register')).toEqual([
      {
        name: 'Rosa Resident',
        email: 'rosa@example.com',
        password: 'Loft-lagging-42',
        phone: '',
        address: '',
        postcode: 'SG14 1BY',
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect((signInPanel().getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'rosa@example.com',
    );
  });

  it("a taken email shows the server's message and stays on Register", async () => {
    stubApi({
      'POST /api/homeowners/register': () =>
        Response.json(
          { error: 'An account with this email already exists. Please sign in instead.' },
          { status: 409 },
        ),
    });
    const { user } = await renderAuthPage();
    await fillRegistration(user);
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(
      screen.getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('the shared rules check the fields before anything is sent', async () => {
    const fetchMock = stubApi({});
    const { user } = await renderAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Register' }));
    await user.type(panel.getByLabelText('Password'), 'short');
    await user.click(panel.getByRole('button', { name: 'Create Account' }));
    expect(panel.getByText('Name is required')).toBeTruthy();
    expect(panel.getByText('Please enter a valid email address')).toBeTruthy();
    expect(panel.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/homeowners/register')).toHaveLength(0);
  });
});
