import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MAX_PHOTO_BYTES, photoTypes } from '../../../../common/vessels/schemas';
import { refetchAfterChange } from '../../../lib/query-client';
import { uploadPhoto } from '../api/fleet';

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed';
export type UploadRow = { id: number; name: string; progress: number; status: UploadStatus; error?: string };

// Two at a time keeps a phone's uplink busy without starving each file; the server takes a vessel's uploads one
// after the other anyway (it locks the vessel row to count against the photo limit).
const CONCURRENCY = 2;

/**
 * The server's own words for these two refusals (it checks the bytes again, and owns the photo limit). Checked
 * here as well so that a 40 MB scan or a PDF is refused at once instead of after minutes of uploading it.
 */
function refusal(file: File): string | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return 'This file is not a photo: upload a JPEG, PNG or WebP image';
  if (file.size > MAX_PHOTO_BYTES) return 'Photos must be at most 10 MB';
  return null;
}

/**
 * A queue of photo uploads for one vessel: each file gets its own row (progress, then done or the server's
 * message), at most CONCURRENCY are on the wire, and the vessel's photos are reloaded once the queue drains.
 */
export function usePhotoUploads(vesselId: string) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  // The queue lives in refs: uploads finish in callbacks long after the render that started them.
  const waiting = useRef<{ id: number; file: File }[]>([]);
  const sending = useRef(0);
  const stored = useRef(0);
  const nextId = useRef(0);

  const update = (id: number, patch: Partial<UploadRow>) => setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const drained = () => {
    if (stored.current === 0) return;
    stored.current = 0;
    void refetchAfterChange(qc, ['vessel', vesselId], ['fleet']);
  };

  const pump = () => {
    while (sending.current < CONCURRENCY && waiting.current.length > 0) {
      const { id, file } = waiting.current.shift()!;
      sending.current += 1;
      update(id, { status: 'sending' });
      uploadPhoto(vesselId, file, { onProgress: (progress) => update(id, { progress }) })
        .then(
          () => {
            stored.current += 1;
            update(id, { status: 'done', progress: 1 });
          },
          (err: Error) => update(id, { status: 'failed', error: err.message }),
        )
        .finally(() => {
          sending.current -= 1;
          if (sending.current === 0 && waiting.current.length === 0) drained();
          else pump();
        });
    }
  };

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const added: UploadRow[] = files.map((file) => {
      const id = nextId.current++;
      const error = refusal(file);
      if (!error) waiting.current.push({ id, file });
      return { id, name: file.name, progress: 0, status: error ? 'failed' : 'waiting', error: error ?? undefined };
    });
    // Rows of an earlier batch that has finished make way; anything still on its way stays.
    setRows((all) => [...all.filter((r) => r.status === 'waiting' || r.status === 'sending'), ...added]);
    pump();
  };

  const clearFinished = () => setRows((all) => all.filter((r) => r.status === 'waiting' || r.status === 'sending'));

  return { rows, add, clearFinished };
}
