import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../../test/api';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
import { renderApp } from '../../../test/render';

const tradesperson = makeUser({ id: 21, role: 'tradesperson', isTradesman: true });
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

const recorded = {
  id: 5,
  tradesmanId: 12,
  scheme: 'mcs',
  name: 'MCS',
  number: 'NAP-40123',
  scopes: ['air-source-heat-pump'],
  scopeLabels: ['Air source heat pump'],
  expiresOn: nextYear,
  insurer: null,
  coverAmount: null,
  documentId: 3,
  status: 'pending',
  rejectionReason: null,
  checkedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const rejected = {
  ...recorded,
  id: 6,
  scheme: 'gas-safe',
  name: 'Gas Safe Register',
  number: '123456',
  scopes: [],
  scopeLabels: [],
  status: 'rejected',
  rejectionReason: 'No such number on the register.',
};

function openCredentials(list: unknown[] = [], post?: (init: RequestInit | undefined) => Response) {
  let credentials = list;
  const fetchMock = signInAs(tradesperson, {
    'GET /api/tradesman/profile': () =>
      Response.json({ account: makeAccount(), profile: makeProfile() }),
    'GET /api/tradesman/credentials': () => Response.json(credentials),
    'GET /api/verification-documents': () =>
      Response.json([
        {
          id: 3,
          tradesmanId: 12,
          documentType: 'certificate',
          documentName: 'MCS certificate.pdf',
          documentUrl: '/api/objects/private/3.pdf',
          status: 'uploaded',
          reviewNotes: null,
          uploadedAt: '2026-11-20T09:00:00.000Z',
          reviewedAt: null,
        },
      ]),
    'POST /api/tradesman/credentials': (init) => {
      if (post) return post(init);
      credentials = [recorded, ...credentials];
      return Response.json(recorded, { status: 201 });
    },
  });
  const rendered = renderApp('/dashboard');
  return { fetchMock, ...rendered };
}

async function credentialsTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Credentials' }));
  return within(screen.getByRole('tabpanel', { name: 'Credentials' }));
}

describe('the dashboard Credentials tab', () => {
  it('records MCS for air source heat pumps with its proof and lists it as waiting for a check', async () => {
    const { fetchMock, user } = openCredentials();
    const tab = await credentialsTab(user);
    expect(await tab.findByText('No credentials recorded yet.')).toBeTruthy();
    const form = within(tab.getByRole('form', { name: 'Record a credential' }));
    await user.selectOptions(form.getByLabelText(/^Scheme/), 'mcs');
    expect(form.getByText(/e\.g\. NAP-12345/)).toBeTruthy();
    await user.type(form.getByLabelText(/^Membership or policy number/), 'NAP-40123');
    await user.click(form.getByLabelText('Air source heat pump'));
    await user.type(form.getByLabelText(/^Expiry date/), nextYear);
    await waitFor(() =>
      expect(form.getByRole('option', { name: 'MCS certificate.pdf' })).toBeTruthy(),
    );
    await user.selectOptions(form.getByLabelText(/^Proof/), '3');
    await user.click(form.getByRole('button', { name: 'Record Credential' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/tradesman/credentials')).toEqual([
        {
          scheme: 'mcs',
          number: 'NAP-40123',
          scopes: ['air-source-heat-pump'],
          expiresOn: nextYear,
          documentId: 3,
          insurer: '',
          coverAmount: null,
        },
      ]),
    );
    const list = within(await tab.findByRole('list', { name: 'Your credentials' }));
    expect(list.getByText('Waiting for check')).toBeTruthy();
    expect(list.getByText('Air source heat pump')).toBeTruthy();
  });

  it('keeps the messages on the form and sends nothing while it is incomplete', async () => {
    const { fetchMock, user } = openCredentials();
    const tab = await credentialsTab(user);
    const form = within(tab.getByRole('form', { name: 'Record a credential' }));
    await user.selectOptions(form.getByLabelText(/^Scheme/), 'insurance');
    await user.type(form.getByLabelText(/^Membership or policy number/), 'PL-1');
    await user.click(form.getByRole('button', { name: 'Record Credential' }));
    expect(await form.findByText('Enter the insurer')).toBeTruthy();
    expect(form.getByText('Enter the cover amount in whole pounds, e.g. 2000000')).toBeTruthy();
    expect(form.getByText('Enter the expiry date as YYYY-MM-DD')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/credentials')).toEqual([]);
  });

  it("shows the server's refusal on the form", async () => {
    const { user } = openCredentials([], () =>
      Response.json({ error: 'Choose one of your uploaded documents' }, { status: 400 }),
    );
    const tab = await credentialsTab(user);
    const form = within(tab.getByRole('form', { name: 'Record a credential' }));
    await user.selectOptions(form.getByLabelText(/^Scheme/), 'gas-safe');
    await user.type(form.getByLabelText(/^Membership or policy number/), '123456');
    await user.type(form.getByLabelText(/^Expiry date/), nextYear);
    await user.click(form.getByRole('button', { name: 'Record Credential' }));
    expect((await form.findByRole('alert')).textContent).toContain(
      'Choose one of your uploaded documents',
    );
  });

  it('shows a rejection with its reason, and deletes after a confirmation', async () => {
    const { fetchMock, user } = openCredentials([rejected]);
    const tab = await credentialsTab(user);
    expect(await tab.findByText('Not verified: No such number on the register.')).toBeTruthy();
    await user.click(tab.getByRole('button', { name: 'Delete Gas Safe Register' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/tradesman/credentials/6')).toHaveLength(1),
    );
  });
});
