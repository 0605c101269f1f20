import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages, authMessages } from '#schema/rules';
import { answer, callsTo, makeUser, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { ResetPasswordPage } from './ResetPasswordPage';

const resident = makeUser({ id: 7, role: 'resident', name: 'Ada Green' });

const renderReset = (token = 'mailed-token') =>
  renderPage(<ResetPasswordPage />, {
    path: token ? `/reset-password?token=${token}` : '/reset-password',
  });

async function choosePassword(
  user: ReturnType<typeof renderReset>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm New Password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('/reset-password', () => {
  it('sets the new password, keeps the sign-in like a login and lands by role', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/reset-password': answer(api.auth['reset-password'].$post, {
        token: 'fresh-token',
        userType: 'homeowner',
        user: { id: 7, name: 'Ada Green', email: 'ada@example.com', role: 'resident' },
        account: null,
        profile: null,
        homeowner: null,
      }),
      'GET /api/auth/me': () => Response.json(resident),
    });
    const { router, user } = renderReset();
    await choosePassword(user, 'heatpump2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeowner-dashboard'));
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
    expect(await screen.findByText('Password Updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: 'mailed-token', password: 'heatpump2', confirmPassword: 'heatpump2' },
    ]);
  });

  it('checks the password rules before sending', async () => {
    const fetchMock = stubApi({});
    const { user } = renderReset();
    await choosePassword(user, 'heatpump2', 'heatpump3');
    expect(await screen.findByText(authMessages.passwordsDiffer)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a used or expired link says so and offers to mail a new one', async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        Response.json({ error: accountMessages.resetLinkInvalid }, { status: 400 }),
    });
    const { user } = renderReset();
    await choosePassword(user, 'heatpump2');
    expect(await screen.findByText(accountMessages.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a link without a token says it is incomplete, without calling the server', async () => {
    const fetchMock = stubApi({});
    renderReset('');
    expect(await screen.findByText(accountMessages.token)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner on the button while saving', async () => {
    stubApi({ 'POST /api/auth/reset-password': () => new Promise<Response>(() => undefined) });
    const { user } = renderReset();
    await choosePassword(user, 'heatpump2');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Saving/ }).hasAttribute('disabled')).toBe(true),
    );
  });
});
