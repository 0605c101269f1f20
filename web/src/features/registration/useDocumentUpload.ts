import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiAction } from '../../api/useApiAction';
import { verificationDocumentsKey } from '../../entities/verification/useVerificationDocuments';
import { showToast } from '../../lib/toaster';
import { statusTexts } from './statusTexts';
import { documentFileProblem, uploadVerificationDocument } from './uploadVerificationDocument';

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
      success: { title: statusTexts.uploadedTitle, description: statusTexts.uploadedDescription },
      failure: {
        title: statusTexts.uploadFailedTitle,
        description: statusTexts.uploadFailedDescription,
      },
    },
  );

  function upload(file: File) {
    const problem = documentFileProblem(file);
    if (problem) {
      showToast({ type: 'error', title: statusTexts.fileRefusedTitle, description: problem });
      return;
    }
    void send(file);
  }

  return { upload, progress };
}
