import { useRef, useState } from 'react';
import { uploadMessages } from '../../../../schema/rules';
import { showToast } from '../../lib/toaster';
import { articleTexts } from './articleTexts';
import { ImageUploadError, imageFileProblem, uploadArticleImage } from './uploadArticleImage';

/**
 * Uploads one image at a time and reports progress in percent (null when idle). A file that is
 * too large or not an image is refused before any request; the outcome is toasted either way.
 */
export function useImageUpload(onUploaded: (objectPath: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);

  async function upload(file: File) {
    if (running.current) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ type: 'error', title: articleTexts.fileRefusedTitle, description: problem });
      return;
    }
    running.current = true;
    setProgress(0);
    try {
      onUploaded(await uploadArticleImage(file, setProgress));
      showToast({ type: 'success', title: uploadMessages.success });
    } catch (error) {
      const failed = error instanceof ImageUploadError;
      showToast({
        type: 'error',
        title: failed ? error.message : uploadMessages.processFailed,
        description: (failed && error.reason) || articleTexts.uploadFailedHint,
      });
    } finally {
      running.current = false;
      setProgress(null);
    }
  }

  return { upload, progress, isUploading: progress !== null };
}
