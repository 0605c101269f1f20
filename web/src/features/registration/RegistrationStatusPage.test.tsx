import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../../test/api';
import { stubUploadRequests } from '../../../test/fakeUploadRequest';
import { makeAccount, makeProfile } from '../../../test/makeDashboardData';
import { renderPage } from '../../../test/render';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';
import type { VerificationDocument } from '../../entities/verification/useVerificationDocuments';
import { RegistrationStatusPage } from './RegistrationStatusPage';

const tradesperson = makeUser({ id: 21, role: 'tradesperson', isTradesman: true });

function makeDocument(overrides: Partial<VerificationDocument> = {}): VerificationDocument {
  return {
    id: 5,
    tradesmanId: 12,
    documentType: 'certificate',
    documentName: 'mcs-certificate.pdf',
    documentUrl: '/api/objects/private/verification-document/a.pdf',
    status: 'uploaded',
    reviewNotes: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    expired: false,
    ...overrides,
  };
}

function openStatus(
  profile: OwnListingProfile | null,
  documents: VerificationDocument[] | Response = [],
  credentials: unknown[] = [],
) {
  signInAs(tradesperson, {
    'GET /api/tradesman/credentials': () => Response.json(credentials),
    'GET /api/tradesman/profile': () => Response.json({ account: makeAccount(), profile }),
    'GET /api/verification-documents': () =>
      documents instanceof Response ? documents : Response.json(documents),
  });
  return renderPage(<RegistrationStatusPage />, { path: '/registration-status' });
}

const pending = { verificationStatus: 'pending', isVerified: false } as const;

describe('the registration status page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubApi({});
    renderPage(<RegistrationStatusPage />);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
  });

  it('lists the documents needed while none is uploaded, with the upload control', async () => {
    openStatus(makeProfile(pending));
    expect(await screen.findByText('Business registration certificate')).toBeTruthy();
    expect(screen.getByText('Insurance certificate')).toBeTruthy();
    expect(screen.getByText('Please upload your verification documents to continue.')).toBeTruthy();
    // A starter plan (20 + 20) without documents.
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeTruthy();
  });

  it('lets the new trade record its credentials; a chosen certification asks for its number', async () => {
    openStatus(
      makeProfile(pending),
      [],
      [
        {
          id: 9,
          tradesmanId: 12,
          scheme: 'mcs',
          name: 'MCS',
          number: '',
          scopes: [],
          scopeLabels: [],
          expiresOn: null,
          insurer: null,
          coverAmount: null,
          documentId: null,
          status: 'declared',
          rejectionReason: null,
          checkedAt: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    );
    expect(await screen.findByText('Number needed')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Record a credential' })).toBeTruthy();
    // One upload control on the page: the documents card's.
    expect(screen.getAllByRole('button', { name: 'Upload Document' })).toHaveLength(1);
  });

  it('shows each document with its status and review notes, and the raised progress', async () => {
    openStatus(makeProfile(pending), [
      makeDocument({ status: 'rejected', reviewNotes: 'The scan is unreadable.' }),
    ]);
    expect(await screen.findByText('mcs-certificate.pdf', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Why we rejected it: The scan is unreadable.')).toBeTruthy();
    expect(await screen.findByText('70%')).toBeTruthy();
    expect(screen.getByText('Documents uploaded. Waiting for admin review.')).toBeTruthy();
  });

  it('shows admin notes and hides the upload once verified', async () => {
    openStatus(
      makeProfile({ verificationStatus: 'verified', verificationNotes: 'All checked, welcome!' }),
      [makeDocument({ status: 'verified' })],
    );
    expect(await screen.findByText('All checked, welcome!')).toBeTruthy();
    expect(screen.getByText('Your business is verified and live on our platform!')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Document' })).toBeNull();
  });

  it("offers a verified trade the re-upload of a rejected document, and What's Next leads to it", async () => {
    openStatus(makeProfile({ verificationStatus: 'verified' }), [
      makeDocument({
        documentType: 'insurance',
        documentName: 'insurance-2025.pdf',
        status: 'rejected',
        reviewNotes: 'Please upload the current one.',
      }),
    ]);
    expect(
      await screen.findByRole('button', { name: 'Upload insurance-2025.pdf again' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Upload insurance-2025.pdf again on the Verification tab of your dashboard, where you can read why.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Upload your certificates/)).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Upload again on the Verification tab' })
        .getAttribute('href'),
    ).toBe('/dashboard?tab=verification');
  });

  it('refuses a file of the wrong type before sending anything', async () => {
    openStatus(makeProfile(pending));
    await screen.findByRole('button', { name: 'Upload Document' });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The input is hidden behind the button, as a file picker's result arrives.
    fireEvent.change(screen.getByLabelText('Verification document file'), {
      target: { files: [file] },
    });
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('Documents must be PDF, JPG, PNG, DOC or DOCX files.')).toBeTruthy();
  });

  it("keeps the server's reason for refusing a file beside the button until the next file", async () => {
    stubUploadRequests({ autoFinish: true });
    signInAs(tradesperson, {
      'GET /api/tradesman/credentials': () => Response.json([]),
      'GET /api/tradesman/profile': () =>
        Response.json({ account: makeAccount(), profile: makeProfile(pending) }),
      'GET /api/verification-documents': () => Response.json([]),
      'POST /api/objects/upload': () =>
        Response.json({ uploadURL: '/api/objects/upload/token-1', objectPath: '/o', key: 'k' }),
      'POST /api/verification-documents': () =>
        Response.json(
          { error: 'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.' },
          { status: 400 },
        ),
    });
    renderPage(<RegistrationStatusPage />, { path: '/registration-status' });
    await screen.findByRole('button', { name: 'Upload Document' });
    const renamed = new File(['MZ'], 'insurance.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Verification document file'), {
      target: { files: [renamed] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.',
    );
    // On the form, not in a passing toast.
    expect(
      screen.getByLabelText('Verification document file').closest('div')?.contains(alert),
    ).toBe(true);
  });

  it('reminds a new tradesperson to replace the temporary password', async () => {
    signInAs(tradesperson, {
      'GET /api/tradesman/profile': () =>
        Response.json({
          account: makeAccount({ isTemporaryPassword: true }),
          profile: makeProfile(pending),
        }),
      'GET /api/verification-documents': () => Response.json([]),
    });
    renderPage(<RegistrationStatusPage />, { path: '/registration-status' });
    expect(await screen.findByText('You are signed in with a temporary password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Password Now' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says the listing is private until the e-mail is confirmed, and only then', async () => {
    openStatus(makeProfile({ ...pending, emailProofPending: true }));
    expect(
      await screen.findByText('Confirm your e-mail address to publish your listing'),
    ).toBeTruthy();
    expect(screen.getByText(/Until then your listing is not shown to the public/)).toBeTruthy();
  });

  it('does not ask for a confirmation already given', async () => {
    openStatus(makeProfile(pending));
    expect(await screen.findByText('Registration Status')).toBeTruthy();
    expect(screen.queryByText('Confirm your e-mail address to publish your listing')).toBeNull();
  });

  it('says so when the tradesperson has no listing', async () => {
    openStatus(null);
    expect(await screen.findByRole('heading', { name: 'No tradesman profile found' })).toBeTruthy();
  });

  it('offers to retry when the documents cannot be read', async () => {
    openStatus(makeProfile(pending), Response.json({ error: 'Down' }, { status: 500 }));
    expect(await screen.findByText('Failed to load your verification documents.')).toBeTruthy();
  });
});
