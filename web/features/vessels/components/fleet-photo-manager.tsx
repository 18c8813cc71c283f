import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useDeletePhoto } from '../api/fleet';
import type { Photo } from '../api/types';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoUploadList } from './photo-upload-list';
import { usePhotoUploads } from './use-photo-uploads';

/**
 * A vessel's photos: the stored ones with a remove button, and a drop zone that takes several files at once, each
 * shown with its own progress. The server checks every file's bytes again, makes the thumbnails and owns the limit.
 */
export function FleetPhotoManager({ vesselId, photos }: { vesselId: string; photos: Photo[] }) {
  const uploads = usePhotoUploads(vesselId);
  const remove = useDeletePhoto();

  return (
    <div className="space-y-4">
      {remove.error ? <Alert>{remove.error.message}</Alert> : null}
      {photos.length > 0 ? (
        <ul aria-label="Photos of this vessel" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
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
      ) : null}
      <PhotoDropZone onFiles={uploads.add} />
      <PhotoUploadList rows={uploads.rows} onClear={uploads.clearFinished} />
    </div>
  );
}
