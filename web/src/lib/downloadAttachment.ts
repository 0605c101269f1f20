import { ApiError } from '../api/http';

/** What a file download needs of a reply; Hono's `ClientResponse` fits. */
type FileReply = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'blob' | 'headers'>;

/** The server's dated file name, from `attachment; filename="…"`. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1];
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * Saves a file answered by a signed-in call (made with the bearer token by the typed client, so a
 * plain link cannot fetch it) under the server's dated file name, and answers that name.
 */
export async function downloadAttachment(reply: Promise<FileReply>, fallbackName: string) {
  const response = await reply;
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const fileName = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}
