import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../../../test/api';
import { renderApp } from '../../../../test/render';

const admin = makeUser({ id: 1, role: 'admin', name: 'Alex Morgan' });

const pending = {
  id: 41,
  tradesmanId: 7,
  scheme: 'mcs',
  name: 'MCS',
  number: 'NAP-51234',
  scopes: ['air-source-heat-pump'],
  scopeLabels: ['Air source heat pump'],
  expiresOn: '2027-09-21',
  insurer: null,
  coverAmount: null,
  documentId: 3,
  status: 'pending',
  rejectionReason: null,
  checkedAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  listingName: 'Brindlewick Heat Pumps',
  registerUrl: 'https://mcscertified.com/find-an-installer/',
  document: { name: 'mcs-certificate.pdf', key: 'private/verification/3.pdf' },
};

function openQueue() {
  let queue = [pending];
  const fetchMock = signInAs(admin, {
    'GET /api/admin/credentials?status=pending': () => Response.json(queue),
    'POST /api/admin/credentials/41/verify': () => {
      queue = [];
      return Response.json({ ...pending, status: 'verified' });
    },
    'POST /api/admin/credentials/41/reject': () => {
      queue = [];
      return Response.json({ ...pending, status: 'rejected' });
    },
  });
  return { fetchMock, ...renderApp('/admin/credentials') };
}

const item = async () =>
  within(await screen.findByRole('listitem', { name: 'Brindlewick Heat Pumps: MCS' }));

describe('the admin credential checks', () => {
  it('lists a pending credential with its register link and proof, and verifies it', async () => {
    const { fetchMock, user } = openQueue();
    const row = await item();
    expect(row.getByText('NAP-51234')).toBeTruthy();
    expect(row.getByText('Air source heat pump')).toBeTruthy();
    expect(row.getByRole('link', { name: /Open the register/ }).getAttribute('href')).toBe(
      'https://mcscertified.com/find-an-installer/',
    );
    expect(row.getByRole('button', { name: /View proof: mcs-certificate.pdf/ })).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Verify Brindlewick Heat Pumps: MCS' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/credentials/41/verify')).toHaveLength(1),
    );
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
  });

  it('needs a reason before rejecting, then sends it', async () => {
    const { fetchMock, user } = openQueue();
    const row = await item();
    await user.click(row.getByRole('button', { name: 'Reject Brindlewick Heat Pumps: MCS' }));
    await user.click(row.getByRole('button', { name: 'Reject with this reason' }));
    expect(row.getByText('Please give the reason for rejecting this credential')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/credentials/41/reject')).toEqual([]);
    await user.type(row.getByLabelText(/^Reason/), 'The register lists solar PV only.');
    await user.click(row.getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/credentials/41/reject')).toEqual([
        { reason: 'The register lists solar PV only.' },
      ]),
    );
  });
});
