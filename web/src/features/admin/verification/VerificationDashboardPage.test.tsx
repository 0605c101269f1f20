import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { makeApplication } from '../../../../test/makeApplication';
import { renderApp, renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { VerificationDashboardPage } from './VerificationDashboardPage';

const admin = makeUser({ id: 1, role: 'admin' });
const unverified = 'GET /api/admin/tradesman-applications?status=unverified&q=&page=1&featured=any';
const document = {
  id: 41,
  tradesmanId: 8,
  documentType: 'insurance' as const,
  documentName: 'Insurance 2026',
  documentUrl: 'documents/8/insurance.pdf',
  status: 'uploaded' as const,
  reviewNotes: null,
  uploadedAt: '2026-11-04T09:00:00.000Z',
  reviewedAt: null,
};
const eco = makeApplication({
  id: 8,
  name: 'Eco Ed',
  services: [
    'Solar Panel Installation',
    'Heat Pump Installation',
    'Green Roofing',
    'EV Charging Installation',
  ],
  documents: [document],
});

describe('/verification-dashboard', () => {
  it('is for admins only', async () => {
    signInAs(makeUser({ role: 'editor' }));
    renderApp('/verification-dashboard');
    expect(
      await screen.findByText('You need admin privileges to access the verification dashboard.'),
    ).toBeTruthy();
  });

  it('says so when everyone is verified', async () => {
    signInAs(admin, { [unverified]: answer(api.admin['tradesman-applications'].$get, []) });
    renderPage(<VerificationDashboardPage />);
    expect(await screen.findByText('All tradesmen are verified!')).toBeTruthy();
  });

  it('rejects a document with a note after asking, sets a status with notes, then refreshes and clears the notes', async () => {
    let remaining = [eco];
    const fetchMock = signInAs(admin, {
      [unverified]: () => Response.json(remaining),
      'PUT /api/admin/verification-documents/41': () =>
        Response.json({ ...document, status: 'rejected' }),
      'PUT /api/tradesmen/8/verification': () => {
        remaining = [{ ...eco, verificationStatus: 'under_review' }];
        return Response.json({ ok: true });
      },
    });
    const { user } = renderPage(<VerificationDashboardPage />);
    await user.click(await screen.findByRole('button', { name: /Eco Ed/ }));
    expect(
      screen.getByText('Solar Panel Installation, Heat Pump Installation +2 more'),
    ).toBeTruthy();
    const panel = within(screen.getByRole('region', { name: 'Review Eco Ed' }));
    expect(panel.getByRole('button', { name: 'View Document: Insurance 2026' })).toBeTruthy();

    await user.click(panel.getByRole('button', { name: 'Reject Insurance 2026' }));
    expect(await panel.findByText('Please say what is wrong with this document.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(panel.getByLabelText('Note on Insurance 2026'), 'Expired in March');
    await user.click(panel.getByRole('button', { name: 'Reject Insurance 2026' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Reject Insurance 2026?' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/verification-documents/41')).toHaveLength(0);
    await user.click(ask.getByRole('button', { name: 'Reject document' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/verification-documents/41')).toEqual([
        { status: 'rejected', notes: 'Expired in March' },
      ]),
    );

    await user.type(panel.getByLabelText('Review Notes'), 'Waiting for new insurance');
    await user.click(panel.getByRole('button', { name: 'Under Review' }));
    expect(await screen.findByText('Verification Updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/tradesmen/8/verification')).toEqual([
      { status: 'under_review', notes: 'Waiting for new insurance' },
    ]);
    await waitFor(() =>
      expect((panel.getByLabelText('Review Notes') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(await panel.findByText('Under Review', { selector: 'span' })).toBeTruthy();
  });

  it('rejects only after asking, and only with a reason the applicant will read', async () => {
    const fetchMock = signInAs(admin, {
      [unverified]: answer(api.admin['tradesman-applications'].$get, [eco]),
      'PUT /api/tradesmen/8/verification': () => Response.json({ ok: true }),
    });
    const { user } = renderPage(<VerificationDashboardPage />);
    await user.click(await screen.findByRole('button', { name: /Eco Ed/ }));
    const panel = within(screen.getByRole('region', { name: 'Review Eco Ed' }));
    await user.click(panel.getByRole('button', { name: 'Reject' }));

    const ask = within(await screen.findByRole('alertdialog', { name: 'Reject Eco Ed?' }));
    expect(
      ask.getByText(
        'Eco Ed is e-mailed your reason and reads it on their registration status page.',
      ),
    ).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Reject application' }));
    expect(
      await ask.findByText('Please provide rejection notes before rejecting an application.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/tradesmen/8/verification')).toHaveLength(0);

    await user.type(
      ask.getByLabelText(/Reason for rejecting/),
      'The MCS number is not on the register.',
    );
    await user.click(ask.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Verification Updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/tradesmen/8/verification')).toEqual([
      { status: 'rejected', notes: 'The MCS number is not on the register.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
