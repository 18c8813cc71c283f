import { act } from '@testing-library/react';

/** One request made through XMLHttpRequest, held open until the test answers it. */
export type HeldRequest = {
  method: string;
  url: string;
  body: FormData;
  /** Reports `loaded` of `total` bytes sent, as the browser's upload.onprogress would. */
  progress: (loaded: number, total: number) => Promise<void>;
  /** Answers with a status and a JSON body (responseType 'json': a body that is not JSON arrives as null). */
  respond: (status: number, body?: unknown) => Promise<void>;
};

/**
 * Uploads, met at the network boundary as stubFetch meets fetch: a stand-in XMLHttpRequest that records each
 * request and leaves it open, so a test can move its progress and answer the requests in any order it likes.
 */
export function holdUploads() {
  const requests: HeldRequest[] = [];
  class HeldXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: unknown = null;
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      // act(): the answer settles promises that update React state.
      requests.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) => act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)),
        respond: (status, answer) =>
          act(async () => {
            this.status = status;
            this.response = answer ?? null;
            this.onload?.();
          }),
      });
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = HeldXhr as unknown as typeof XMLHttpRequest;
  return { requests, restore: () => void (globalThis.XMLHttpRequest = original) };
}
