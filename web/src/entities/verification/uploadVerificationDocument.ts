// A verification document upload (docs/product/business-side.md §4): ask for an upload address,
// send the file there, then register it against the listing, or in place of a rejected or expired
// document (§2.5); the server checks the stored bytes' type.
import type { DocumentType } from '#schema/catalogues';
import { limits, uploadDocumentTypes } from '#schema/limits';
import { uploadMessages } from '#schema/rules';
import { api, unwrap } from '../../api/client';
import { putFile } from '../../lib/putFile';

/** Why a file cannot be uploaded, found before anything is sent; undefined when it can. */
export function documentFileProblem(file: File): string | undefined {
  if (!(uploadDocumentTypes as readonly string[]).includes(file.type)) {
    return uploadMessages.documentType;
  }
  if (file.size > limits.uploadMaxBytes) return uploadMessages.tooLarge;
  return undefined;
}

/** What an upload is for: a new document (of a named kind, else guessed from its name) or another. */
export type DocumentUploadTarget = { documentType: DocumentType } | { replaces: number };

export async function uploadVerificationDocument(
  tradesmanId: number,
  file: File,
  onProgress: (percent: number) => void,
  target: DocumentUploadTarget = { documentType: 'other' },
) {
  const ticket = await unwrap(
    api.objects.upload.$post({
      json: {
        purpose: 'verification-document',
        contentType: file.type,
        size: file.size,
        fileName: file.name,
      },
    }),
  );
  await putFile(ticket.uploadURL, file, onProgress);
  if ('replaces' in target) {
    return unwrap(
      api['verification-documents'][':id'].$put({
        param: { id: String(target.replaces) },
        json: { documentUrl: ticket.uploadURL },
      }),
    );
  }
  return unwrap(
    api['verification-documents'].$post({
      json: {
        tradesmanId,
        documentType: target.documentType,
        documentName: file.name,
        documentUrl: ticket.uploadURL,
      },
    }),
  );
}
