import { ApiError, fetchWithRules } from '../api/http';

/**
 * Opens a private upload (a verification document) in a new tab. A plain link cannot carry the
 * bearer token, so the file is fetched with it and shown from an object URL.
 */
export async function openPrivateFile(key: string) {
  // Opened before the await so the browser still counts it as the click's own pop-up.
  const tab = window.open('', '_blank');
  try {
    const response = await fetchWithRules(`/api/objects/${key}`);
    if (!response.ok) {
      throw new ApiError(response.status, response.statusText, await response.text());
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    // Long enough for the tab to have read it; the URL is only a handle to memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
