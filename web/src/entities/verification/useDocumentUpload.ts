import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiAction } from '../../api/useApiAction';
import { documentTexts } from './documentTexts';
import {
  type DocumentUploadTarget,
  documentFileProblem,
  uploadVerificationDocument,
} from './uploadVerificationDocument';
import { verificationDocumentsKey } from './useVerificationDocuments';

/**
 * Uploads one verification document at a time with its progress in percent (null when idle); a
 * file of the wrong type or over 10 MB is refused before anything is sent. Why a file was refused
 * stays (`problem`) until the next file is chosen, beside the button rather than in a passing
 * toast (issue 26); a success is confirmed with a toast.
 */
export function useDocumentUpload(tradesmanId: number, target?: DocumentUploadTarget) {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send] = useApiAction(
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadVerificationDocument(tradesmanId, file, setProgress, target);
      } finally {
        setProgress(null);
      }
    },
    {
      onSuccess: () => mutate(verificationDocumentsKey(tradesmanId)),
      success: {
        title: documentTexts.uploadedTitle,
        description: documentTexts.uploadedDescription,
      },
      onFailure: (failure) => setProblem(failure.message ?? documentTexts.uploadFailedDescription),
    },
  );

  function upload(file: File) {
    const refused = documentFileProblem(file) ?? null;
    setProblem(refused);
    if (!refused) void send(file);
  }

  return { upload, progress, problem };
}
