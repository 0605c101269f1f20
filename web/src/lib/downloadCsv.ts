import { ApiError } from '../api/http';

/** The CSV download toasts (business-side §8). */
export const csvTexts = {
  downloaded: 'CSV Downloaded',
  failedTitle: 'Download Failed',
  failed: 'Failed to download CSV file.',
} as const;

/** What a CSV download needs of a reply; Hono's `ClientResponse` fits. */
type CsvReply = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'blob' | 'headers'>;

/** The server's dated file name, from `attachment; filename="….csv"`. */
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
 * Saves a CSV answered by an admin-only call (made with the bearer token by the typed client)
 * under the server's dated file name, and answers that name.
 */
export async function downloadCsv(reply: Promise<CsvReply>, fallbackName: string) {
  const response = await reply;
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const fileName = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}
