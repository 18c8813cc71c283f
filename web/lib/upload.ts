import { ApiError, apiErrorFrom } from './api';

export type UploadOptions = {
  /** The multipart field the file goes in. */
  field?: string;
  /** Other text fields sent with the file (a caption, say). */
  fields?: Record<string, string>;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Posts one file as multipart/form-data to a same-origin API path and answers its JSON. XMLHttpRequest and not
 * fetch: only XMLHttpRequest reports how much of the body has gone out (`upload.onprogress`), and a photo sent
 * over a phone connection takes long enough that people need to see it move. Refusals become the same ApiError
 * as `call` throws, with the server's message as it sent it.
 */
export function uploadFile<T>(path: string, file: File, { field = 'file', fields = {}, onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(xhr.response as T);
      } else {
        // A proxy's HTML error page parses to null and gets the generic message.
        reject(apiErrorFrom(xhr.status, xhr.response));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file);
    xhr.send(form);
  });
}
