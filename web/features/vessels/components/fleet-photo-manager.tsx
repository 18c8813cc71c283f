import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHOTO_BYTES, photoTypes } from '../../../../common/vessels/schemas';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { refetchAfterChange } from '../../../lib/query-client';
import { uploadPhoto, useDeletePhoto } from '../api/fleet';
import type { Photo } from '../api/types';

/** Photo upload with a progress bar; the server checks the bytes again and makes the thumbnails. */
export function FleetPhotoManager({ vesselId, photos }: { vesselId: string; photos: Photo[] }) {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeletePhoto();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    // Same limits as the server, checked first to save a pointless upload.
    if (!(photoTypes as readonly string[]).includes(file.type)) return setError('This file is not a photo: upload a JPEG, PNG or WebP image');
    if (file.size > MAX_PHOTO_BYTES) return setError('Photos must be at most 10 MB');
    setProgress(0);
    try {
      await uploadPhoto(vesselId, file, setProgress);
      await refetchAfterChange(qc, ['vessel', vesselId], ['fleet']);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.id} className="group relative overflow-hidden rounded-lg border border-slate-200">
            <img src={p.thumbUrl} alt={`Photo ${i + 1}`} width={480} height={320} className="aspect-[3/2] w-full object-cover" />
            <Button
              size="sm"
              variant="secondary"
              className="absolute right-2 top-2"
              aria-label={`Remove photo ${i + 1}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ vesselId, photoId: p.id })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {progress !== null ? (
        <div>
          <p className="mb-1 text-sm text-slate-700">Uploading… {Math.round(progress * 100)}%</p>
          <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-sea-600 transition-[width]" style={{ width: `${progress * 100}%` }} />
          </div>
        </div>
      ) : null}
      <input ref={input} type="file" accept={photoTypes.join(',')} className="sr-only" id="photo-upload" onChange={onFile} />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={progress !== null}>
        <ImagePlus className="size-4" aria-hidden /> Add a photo
      </Button>
      <p className="text-sm text-slate-600">JPEG, PNG or WebP, up to 10 MB each. The first photo is shown in search results.</p>
    </div>
  );
}
