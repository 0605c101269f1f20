import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '#schema/rules';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { SignInOrRecover } from './SignInOrRecover';

const renderSignIn = () =>
  renderPage(<SignInOrRecover onSubmit={() => undefined} isSubmitting={false} />);

describe('forgot password', () => {
  it("'Forgot password?' swaps the sign-in form for the reset-link form and back", async () => {
    stubApi({});
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("sends the address and shows the server's neutral answer", async () => {
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': answer(api.auth['forgot-password'].$post, {
        message: accountMessages.resetSent,
      }),
    });
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(accountMessages.resetSent)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/forgot-password')).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('checks the address with the shared rule before sending', async () => {
    const fetchMock = stubApi({});
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused request (too many) is toasted with the server message', async () => {
    stubApi({
      'POST /api/auth/forgot-password': () =>
        Response.json({ error: 'Too many requests. Please try again later.' }, { status: 429 }),
    });
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Request Failed')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeTruthy();
  });
});
