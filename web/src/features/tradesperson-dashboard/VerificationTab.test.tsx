import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../../test/api';
import { stubUploadRequests } from '../../../test/fakeUploadRequest';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
import { renderApp } from '../../../test/render';
import type { VerificationDocument } from '../../entities/verification/useVerificationDocuments';

const tradesperson = makeUser({ id: 21, role: 'tradesperson', isTradesman: true });
const reason = 'Your public liability certificate expired in March. Please upload the current one.';

const document = (overrides: Partial<VerificationDocument>): VerificationDocument => ({
  id: 5,
  tradesmanId: 12,
  documentType: 'insurance',
  documentName: 'insurance-2025.pdf',
  documentUrl: '/api/objects/private/verification-document/a.pdf',
  status: 'verified',
  reviewNotes: null,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  expired: false,
  ...overrides,
});

const rejected = document({ status: 'rejected', reviewNotes: reason });
const current = [
  document({ id: 6, documentType: 'certificate', documentName: 'company.pdf' }),
  document({ id: 7, documentType: 'qualification', documentName: 'nvq.pdf' }),
];

function openVerification(documents: VerificationDocument[], replies = {}) {
  const fetchMock = signInAs(tradesperson, {
    'GET /api/tradesman/profile': () =>
      Response.json({
        account: makeAccount(),
        profile: makeProfile({ verificationStatus: 'verified', isVerified: true }),
      }),
    'GET /api/verification-documents': () => Response.json(documents),
    ...replies,
  });
  return { fetchMock, ...renderApp('/dashboard?tab=verification') };
}

describe('the dashboard’s Verification tab', () => {
  it("opens from its address and shows each document's verdict, with the reason for a rejection", async () => {
    openVerification([
      rejected,
      ...current,
      document({ id: 8, documentName: 'mcs.pdf', documentType: 'license', expired: true }),
    ]);
    const tab = within(await screen.findByRole('tabpanel', { name: 'Verification' }));
    expect(await tab.findByText(`Why we rejected it: ${reason}`)).toBeTruthy();
    expect(tab.getByText('Rejected')).toBeTruthy();
    expect(tab.getAllByText('Approved')).toHaveLength(2);
    expect(tab.getByText('Expired')).toBeTruthy();
    // A verified listing still uploads: each rejected or expired document again, and any other.
    expect(tab.getByRole('button', { name: 'Upload insurance-2025.pdf again' })).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Upload mcs.pdf again' })).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Upload Document' })).toBeTruthy();
  });

  it('asks for each required document still missing, filed as its kind', async () => {
    stubUploadRequests({ autoFinish: true });
    const { fetchMock } = openVerification([current[0] as VerificationDocument], {
      'POST /api/objects/upload': () =>
        Response.json({ uploadURL: '/api/objects/upload/token-1', objectPath: '/o', key: 'k' }),
      'POST /api/verification-documents': () =>
        Response.json(document({ id: 9, status: 'uploaded' }), { status: 201 }),
    });
    const tab = within(await screen.findByRole('tabpanel', { name: 'Verification' }));
    expect(await tab.findByText('Professional qualifications')).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Upload professional qualifications' })).toBeTruthy();
    fireEvent.change(tab.getByLabelText('File for insurance certificate'), {
      target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/verification-documents')).toEqual([
        {
          tradesmanId: 12,
          documentType: 'insurance',
          documentName: 'scan.pdf',
          documentUrl: '/api/objects/upload/token-1',
        },
      ]),
    );
  });

  it('uploads a rejected document again in its place, and shows it pending review', async () => {
    stubUploadRequests({ autoFinish: true });
    let documents = [rejected, ...current];
    const { fetchMock } = openVerification([], {
      'GET /api/verification-documents': () => Response.json(documents),
      'POST /api/objects/upload': () =>
        Response.json({ uploadURL: '/api/objects/upload/token-2', objectPath: '/o', key: 'k' }),
      'PUT /api/verification-documents/5': () => {
        const replaced = document({ documentName: 'insurance-2026.pdf', status: 'uploaded' });
        documents = [replaced, ...current];
        return Response.json(replaced);
      },
    });
    const tab = within(await screen.findByRole('tabpanel', { name: 'Verification' }));
    await tab.findByText(`Why we rejected it: ${reason}`);
    fireEvent.change(tab.getByLabelText('New file for insurance-2025.pdf'), {
      target: { files: [new File(['%PDF'], 'insurance-2026.pdf', { type: 'application/pdf' })] },
    });
    expect(await tab.findByText('Pending review')).toBeTruthy();
    expect(tab.getByText('insurance-2026.pdf')).toBeTruthy();
    expect(tab.queryByText(`Why we rejected it: ${reason}`)).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/verification-documents/5')).toEqual([
      { documentUrl: '/api/objects/upload/token-2' },
    ]);
  });

  it("refuses a file that is not a document beside its button, with the server's words", async () => {
    stubUploadRequests({ autoFinish: true });
    openVerification([rejected, ...current], {
      'POST /api/objects/upload': () =>
        Response.json({ uploadURL: '/api/objects/upload/token-3', objectPath: '/o', key: 'k' }),
      'PUT /api/verification-documents/5': () =>
        Response.json(
          { error: 'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.' },
          { status: 400 },
        ),
    });
    const tab = within(await screen.findByRole('tabpanel', { name: 'Verification' }));
    fireEvent.change(await tab.findByLabelText('New file for insurance-2025.pdf'), {
      target: { files: [new File(['MZ'], 'insurance.pdf', { type: 'application/pdf' })] },
    });
    expect((await tab.findByRole('alert')).textContent).toContain(
      'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.',
    );
  });

  it('is linked from the Overview; each tab writes its address and follows a new one', async () => {
    const { router, user } = openVerification([]);
    await screen.findByRole('tabpanel', { name: 'Verification' });
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      (await screen.findByRole('link', { name: 'Documents and checks' })).getAttribute('href'),
    ).toBe('/dashboard?tab=verification');
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=billing'));
    // Billing open and settled, as it is by the time a person reaches for another link (on a busy
    // machine, following the link while Billing still mounted twice left Billing open).
    await screen.findByRole('tabpanel', { name: 'Billing' });
    // A link followed while on the dashboard (the avatar menu's Verification) opens its tab.
    await act(() => router.navigate('/dashboard?tab=verification'));
    expect(await screen.findByRole('tabpanel', { name: 'Verification' })).toBeTruthy();
  });
});
