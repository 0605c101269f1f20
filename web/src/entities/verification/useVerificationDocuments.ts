import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type VerificationDocument = InferResponseType<
  (typeof api)['verification-documents']['$get'],
  200
>[number];

export const verificationDocumentsKey = (tradesmanId: number) =>
  ['/api/verification-documents', tradesmanId] as const;

/** The listing's own documents (GET /api/verification-documents), newest first. */
export function useVerificationDocuments(tradesmanId: number | undefined) {
  return useSWR(tradesmanId ? verificationDocumentsKey(tradesmanId) : null, () =>
    unwrap(api['verification-documents'].$get({ query: {} })),
  );
}
