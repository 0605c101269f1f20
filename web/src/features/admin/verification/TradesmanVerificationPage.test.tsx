import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { makeApplication } from '../../../../test/makeApplication';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { TradesmanVerificationPage } from './TradesmanVerificationPage';

const admin = makeUser({ id: 1, role: 'admin' });
const list = (status: string) =>
  `GET /api/admin/tradesman-applications?status=${status}&q=&page=1&featured=any`;
const pending = makeApplication({
  id: 5,
  name: 'Solar Sam',
  paymentStatus: 'paid',
  registrationDate: '2026-11-03',
});

describe('/admin/verification', () => {
  it('lists pending applications with date and payment; an empty status says so', async () => {
    signInAs(admin, {
      [list('pending')]: answer(api.admin['tradesman-applications'].$get, [pending]),
      [list('rejected')]: answer(api.admin['tradesman-applications'].$get, []),
    });
    const { user } = renderPage(<TradesmanVerificationPage />, { path: '/admin/verification' });
    const card = within((await screen.findByText('Solar Sam')).closest('li') as HTMLElement);
    expect(card.getByText('Registered 2026-11-03')).toBeTruthy();
    expect(card.getByText('Paid')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('No applications with status "rejected" found.')).toBeTruthy();
  });

  it('needs notes to reject, then rejects; approving reports a failure', async () => {
    const fetchMock = signInAs(admin, {
      [list('pending')]: answer(api.admin['tradesman-applications'].$get, [pending]),
      'POST /api/admin/reject-tradesman/5': () => Response.json({ ok: true }),
      'POST /api/admin/approve-tradesman/5': () => new Response('', { status: 500 }),
    });
    const { user } = renderPage(<TradesmanVerificationPage />, { path: '/admin/verification' });
    await user.click(await screen.findByRole('button', { name: 'Review Solar Sam' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval Failed')).toBeTruthy();
    expect(screen.getByText('Failed to approve tradesman')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(
      await dialog.findByText('Please provide rejection notes before rejecting an application.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reject-tradesman/5')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Notes'), 'Insurance has expired');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application Rejected')).toBeTruthy();
    expect(screen.getByText('Solar Sam has been rejected and notified by email.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reject-tradesman/5')).toEqual([
      { notes: 'Insurance has expired' },
    ]);
  });

  it('offers a retry when the applications cannot be read', async () => {
    signInAs(admin, { [list('pending')]: () => new Response('', { status: 500 }) });
    renderPage(<TradesmanVerificationPage />, { path: '/admin/verification' });
    expect(await screen.findByText('Could not load the applications.')).toBeTruthy();
  });
});
