import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { photoTypes } from '../../../../common/vessels/schemas';
import { cn } from '../../../lib/cn';

// Text or a link dragged across the page is not ours to take: only a drag that carries files lights the zone up.
const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * Where photos come in: one button that opens the file picker (several files at once) and takes files dropped on
 * it. The file input stays hidden, so keyboard and screen-reader users meet one control instead of two.
 */
export function PhotoDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const labelId = useId();
  const hintId = useId();

  const onDragOver = (e: DragEvent<HTMLButtonElement>) => {
    if (!carriesFiles(e)) return;
    e.preventDefault(); // without it the browser opens the dropped file in place of the editor
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (e: DragEvent<HTMLButtonElement>) => {
    // Moving over the icon or the text inside the zone is not leaving it.
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    setOver(false);
  };
  const onDrop = (e: DragEvent<HTMLButtonElement>) => {
    e.preventDefault();
    setOver(false);
    onFiles(Array.from(e.dataTransfer.files));
  };
  const onPicked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // choosing the same file again after a failure must fire another change
    onFiles(files);
  };

  return (
    <div>
      <button
        type="button"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        data-dragging={over || undefined}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600',
          over ? 'border-sea-600 bg-sea-300/20' : 'border-slate-300 bg-slate-50 hover:border-sea-600 hover:bg-white',
        )}
      >
        <ImagePlus className={cn('size-8', over ? 'text-sea-800' : 'text-sea-700')} aria-hidden />
        <span id={labelId} className="font-semibold text-navy-900">
          {over ? 'Drop to upload' : 'Add photos'}
        </span>
        <span className="text-sm text-slate-600">Drop them here, or choose several at once</span>
      </button>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        JPEG, PNG or WebP, up to 10 MB each. The first photo leads the listing in search results: charterers look for the hull, the deck and the holds
        or tanks.
      </p>
      <input ref={input} type="file" multiple accept={photoTypes.join(',')} hidden onChange={onPicked} />
    </div>
  );
}
