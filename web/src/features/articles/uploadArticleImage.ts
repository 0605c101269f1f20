// The article image upload (docs/product/public-site.md §7, docs/decisions/010-file-uploads.md):
// ask for an upload address, PUT the file there, then register it as an article image, which
// answers with the stored object path.
import { limits, uploadImageTypes } from '#schema/limits';
import { uploadMessages } from '#schema/rules';
import { api, unwrap } from '../../api/client';
import { putFile } from '../../lib/putFile';
import { serverMessage } from '../../lib/serverMessage';
import { articleTexts } from './articleTexts';

/** A failed step: getting the upload address, or storing and registering the file. */
export class ImageUploadError extends Error {
  readonly reason: string | undefined;

  constructor(message: string, cause: unknown) {
    super(message);
    this.name = 'ImageUploadError';
    this.reason = serverMessage(cause);
  }
}

/** Why a file cannot be uploaded, found before anything is sent; undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) {
    return articleTexts.uploadWrongType;
  }
  if (file.size > limits.uploadMaxBytes) return uploadMessages.tooLarge;
  return undefined;
}

function requestUploadUrl(file: File) {
  return unwrap(
    api.objects.upload.$post({
      json: {
        purpose: 'article-image',
        contentType: file.type,
        size: file.size,
        fileName: file.name,
      },
    }),
  );
}

async function registerArticleImage(uploadURL: string): Promise<string> {
  const { objectPath } = await unwrap(
    api['article-images'].$put({ json: { imageURL: uploadURL } }),
  );
  return objectPath;
}

/** Uploads an image file and answers its object path, e.g. '/objects/public/article-image/….png'. */
export async function uploadArticleImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const ticket = await requestUploadUrl(file).catch((error: unknown) => {
    throw new ImageUploadError(uploadMessages.getUrlFailed, error);
  });
  try {
    await putFile(ticket.uploadURL, file, onProgress);
    return await registerArticleImage(ticket.uploadURL);
  } catch (error) {
    throw new ImageUploadError(uploadMessages.processFailed, error);
  }
}
