import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '#schema/rules';
import { answer, callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const renderConfirm = (token = 'mailed-token') =>
  renderPage(<ConfirmEmailPage />, {
    path: token ? `/confirm-email?token=${token}` : '/confirm-email',
  });

const confirmed = answer(api.account.email.confirm.$post, {
  message: accountMessages.emailChanged,
  email: 'new@example.com',
});

describe('/confirm-email', () => {
  it('confirms once on opening, shows progress, then says so with a way to sign in', async () => {
    let release: () => void = () => undefined;
    const fetchMock = stubApi({
      'POST /api/account/email/confirm': (init) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(confirmed(init) as Response);
        }),
    });
    renderConfirm();
    expect(await screen.findByText('Confirming your new e-mail address...')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/account/email/confirm')).toHaveLength(1),
    );
    release();
    expect(await screen.findByRole('heading', { name: 'E-mail Changed' })).toBeTruthy();
    expect(screen.getByText(accountMessages.emailChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(callsTo(fetchMock, 'POST /api/account/email/confirm')).toEqual([
      { token: 'mailed-token' },
    ]);
  });

  it('a signed-in user is offered their settings', async () => {
    signInAs(makeUser(), { 'POST /api/account/email/confirm': confirmed });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'E-mail Changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it("an expired or used link shows the server's message", async () => {
    stubApi({
      'POST /api/account/email/confirm': () =>
        Response.json({ error: accountMessages.emailLinkInvalid }, { status: 400 }),
    });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'E-mail Not Changed' })).toBeTruthy();
    expect(screen.getByText(accountMessages.emailLinkInvalid)).toBeTruthy();
  });

  it('a link without a token says it is incomplete, without calling the server', async () => {
    const fetchMock = stubApi({});
    renderConfirm('');
    expect(await screen.findByText(accountMessages.token)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
