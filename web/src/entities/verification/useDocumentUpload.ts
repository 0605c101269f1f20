import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiAction } from '../../api/useApiAction';
import { showToast } from '../../lib/toaster';
import { documentTexts } from './documentTexts';
import { documentFileProblem, uploadVerificationDocument } from './uploadVerificationDocument';
import { verificationDocumentsKey } from './useVerificationDocuments';

/**
 * Uploads one verification document at a time with its progress in percent (null when idle); a
 * file of the wrong type or over 10 MB is refused before anything is sent.
 */
export function useDocumentUpload(tradesmanId: number) {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [send] = useApiAction(
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadVerificationDocument(tradesmanId, file, setProgress);
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
      failure: {
        title: documentTexts.uploadFailedTitle,
        description: documentTexts.uploadFailedDescription,
      },
    },
  );

  function upload(file: File) {
    const problem = documentFileProblem(file);
    if (problem) {
      showToast({ type: 'error', title: documentTexts.fileRefusedTitle, description: problem });
      return;
    }
    void send(file);
  }

  return { upload, progress };
}
