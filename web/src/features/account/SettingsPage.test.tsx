import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '#schema/rules';
import { answer, callsTo, makeUser, type Reply, signInAs, stubApi } from '../../../test/api';
import { renderApp, renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { announceLogOut } from '../../api/logOut';
import type { Account } from './ProfileCard';
import { SettingsPage } from './SettingsPage';

const account: Account = {
  id: 7,
  name: 'Ada Green',
  email: 'ada@example.com',
  role: 'resident',
  phone: '01462 000000',
  address: '1 High Street, Hitchin',
  postcode: 'SG5 1AB',
  isVerified: false,
  isTemporaryPassword: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const sessions = answer(api.account.sessions.$get, [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    current: true,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-12-01T09:00:00.000Z',
    current: false,
  },
]);

function renderSettings(replies: Record<string, Reply> = {}, who: Partial<Account> = {}) {
  const shown = { ...account, ...who };
  const fetchMock = signInAs(makeUser({ id: shown.id, role: shown.role, name: shown.name }), {
    'GET /api/account': answer(api.account.$get, shown),
    'GET /api/account/sessions': sessions,
    ...replies,
  });
  return { fetchMock, ...renderPage(<SettingsPage />, { path: '/settings' }) };
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('/settings', () => {
  it('a visitor is asked to sign in first', async () => {
    stubApi({});
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows a skeleton while the account loads, then the filled-in details', async () => {
    renderSettings();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    const details = within(await screen.findByRole('region', { name: 'Your Details' }));
    expect((details.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe(
      'Ada Green',
    );
    expect((details.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement).value).toBe(
      '01462 000000',
    );
    expect(card('E-mail Address').getByText('ada@example.com')).toBeTruthy();
  });

  it('a failed read offers to try again', async () => {
    renderSettings({
      'GET /api/account': () => Response.json({ error: 'Internal error' }, { status: 500 }),
    });
    expect(await screen.findByText('Your account could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a resident saves a new phone number; Save waits for a change', async () => {
    const { fetchMock, user } = renderSettings({
      'PUT /api/account': answer(api.account.$put, {
        message: accountMessages.accountSaved,
        account: { ...account, phone: '07700 900123' },
      }),
    });
    await screen.findByRole('region', { name: 'Your Details' });
    const save = card('Your Details').getByRole('button', { name: 'Save Changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const phone = card('Your Details').getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '07700 900123');
    await user.click(save);
    expect(await screen.findByText(accountMessages.accountSaved)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/account')).toEqual([
      {
        name: 'Ada Green',
        phone: '07700 900123',
        address: '1 High Street, Hitchin',
        postcode: 'SG5 1AB',
      },
    ]);
  });

  it('other roles edit their name only', async () => {
    renderSettings({}, { role: 'tradesperson' });
    const details = within(await screen.findByRole('region', { name: 'Your Details' }));
    expect(details.getByRole('textbox', { name: /Full Name/ })).toBeTruthy();
    expect(details.queryByRole('textbox', { name: /Phone/ })).toBeNull();
  });

  it('a new e-mail is sent a link; a wrong password is marked on the field', async () => {
    let attempts = 0;
    const { user } = renderSettings({
      'POST /api/account/email': () =>
        ++attempts === 1
          ? Response.json({ error: accountMessages.wrongPassword }, { status: 400 })
          : Response.json(
              { message: accountMessages.emailChangeSent('new@example.com') },
              { status: 202 },
            ),
    });
    await screen.findByRole('region', { name: 'E-mail Address' });
    const email = card('E-mail Address');
    await user.type(email.getByRole('textbox', { name: /New E-mail/ }), 'new@example.com');
    await user.type(email.getByLabelText(/Current Password/), 'wrong1');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await email.findByText(accountMessages.wrongPassword)).toBeTruthy();
    await user.clear(email.getByLabelText(/Current Password/));
    await user.type(email.getByLabelText(/Current Password/), 'password123');
    await user.click(email.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await email.findByText(accountMessages.emailChangeSent('new@example.com'))).toBeTruthy();
  });

  it('lists the devices, marks this one, and signs out everywhere else', async () => {
    const { fetchMock, user } = renderSettings({
      'POST /api/account/sessions/revoke-others': answer(
        api.account.sessions['revoke-others'].$post,
        { message: accountMessages.signedOutElsewhere, ended: 1 },
      ),
    });
    const devices = within(await screen.findByRole('region', { name: 'Signed-in Devices' }));
    expect(await devices.findByText('This device')).toBeTruthy();
    expect(devices.getAllByRole('listitem')).toHaveLength(2);
    expect(devices.getAllByRole('button', { name: /^Sign Out:/ })).toHaveLength(1);
    await user.click(devices.getByRole('button', { name: 'Sign Out Everywhere Else' }));
    expect(await screen.findByText(accountMessages.signedOutElsewhere)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/sessions/revoke-others')).toHaveLength(1);
  });

  it('signs out one other device', async () => {
    const { fetchMock, user } = renderSettings({
      'DELETE /api/account/sessions/a0000000-0000-4000-8000-000000000002': answer(
        api.account.sessions[':id'].$delete,
        { ended: 1 },
      ),
    });
    const devices = within(await screen.findByRole('region', { name: 'Signed-in Devices' }));
    await user.click(await devices.findByRole('button', { name: /^Sign Out:/ }));
    expect(await screen.findByText('That device has been signed out.')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'DELETE /api/account/sessions/a0000000-0000-4000-8000-000000000002'),
    ).toHaveLength(1);
  });

  it('downloads the export under the server file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderSettings({
      'GET /api/account/export': () =>
        Response.json(
          { account: { email: 'ada@example.com' } },
          {
            headers: {
              'Content-Disposition':
                'attachment; filename="retrofit-smarter-greener-my-data-2026-11-23.json"',
            },
          },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Download My Data' }));
    expect(
      await screen.findByText('retrofit-smarter-greener-my-data-2026-11-23.json'),
    ).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('deleting asks for the password, then signs out here and reloads home, saying so', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { fetchMock, user } = renderSettings({
      'DELETE /api/account': answer(api.account.$delete, {
        message: accountMessages.accountDeleted,
        filesDeleted: 0,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/Former customer/, { selector: 'li' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await dialog.findByText('Password is required')).toBeTruthy();
    await user.type(dialog.getByLabelText(/Enter your password/), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/account')).toEqual([{ password: 'password123' }]);
    // The page the reload opens says so, once.
    act(() => announceLogOut());
    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    expect(screen.getByText(accountMessages.accountDeleted)).toBeTruthy();
    expect(sessionStorage.getItem('loggedOut')).toBeNull();
  });
});
