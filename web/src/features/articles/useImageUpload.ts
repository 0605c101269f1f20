import { useState } from 'react';
import { uploadMessages } from '#schema/rules';
import { useApiAction } from '../../api/useApiAction';
import { showToast } from '../../lib/toaster';
import { articleTexts } from './articleTexts';
import { ImageUploadError, imageFileProblem, uploadArticleImage } from './uploadArticleImage';

/**
 * Uploads one image at a time and reports progress in percent (null when idle). A file that is
 * too large or not an image is refused before any request; the outcome is toasted either way.
 */
export function useImageUpload(onUploaded: (objectPath: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [send, isSending] = useApiAction(
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadArticleImage(file, setProgress);
      } finally {
        setProgress(null);
      }
    },
    {
      signOutOn401: false,
      onSuccess: onUploaded,
      success: { title: uploadMessages.success },
      failure: ({ error }) => {
        const failed = error instanceof ImageUploadError;
        return {
          title: failed ? error.message : uploadMessages.processFailed,
          description: (failed && error.reason) || articleTexts.uploadFailedHint,
        };
      },
    },
  );

  function upload(file: File) {
    if (isSending) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ type: 'error', title: articleTexts.fileRefusedTitle, description: problem });
      return;
    }
    void send(file);
  }

  return { upload, progress, isUploading: progress !== null };
}
