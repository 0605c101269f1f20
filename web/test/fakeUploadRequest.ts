// Test double for the XMLHttpRequest that PUTs an image file: records each upload, reports
// progress, and answers when the test says so.
import { vi } from 'vitest';

interface SentUpload {
  url: string;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeUploads {
  sent: SentUpload[];
  /** Reports `percent` of the pending upload as sent. */
  progress: (percent: number) => void;
  /** Answers the pending upload with `status`. */
  finish: (status?: number) => void;
}

/** Replaces XMLHttpRequest; uploads stay pending until `finish`, or finish at once with `autoFinish`. */
export function stubUploadRequests({ autoFinish = false } = {}): FakeUploads {
  const sent: SentUpload[] = [];
  let pending: FakeRequest | undefined;

  class FakeRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers = new Map<string, string>();

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }

    send(body: unknown) {
      sent.push({ url: this.url, contentType: this.headers.get('content-type'), body });
      pending = this;
      if (autoFinish) queueMicrotask(() => finish(200));
    }

    answer(status: number) {
      this.status = status;
      this.responseText = status < 300 ? '' : JSON.stringify({ error: 'Upload refused' });
      this.onload?.();
    }
  }

  function finish(status = 200) {
    const request = pending;
    pending = undefined;
    request?.answer(status);
  }

  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return {
    sent,
    progress: (percent) =>
      pending?.upload.onprogress?.({
        lengthComputable: true,
        loaded: percent,
        total: 100,
      } as ProgressEvent),
    finish,
  };
}
