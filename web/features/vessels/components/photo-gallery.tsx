import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import type { Photo } from '../api/types';
import { ShipPlaceholder } from './ship-placeholder';
import { VesselPicture } from './vessel-picture';

const arrowClass =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-sea-600';

// The page's main column: 56rem at most (80rem page, 20rem side column, gaps), the screen's width less padding below lg.
const mainSizes = '(min-width: 1280px) 56rem, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)';
// Thumbnails: a sixth of that column from sm up, a quarter of the screen on phones.
const thumbSizes = '(min-width: 1280px) 9rem, (min-width: 640px) 17vw, 25vw';

/** Main photo in a fixed 3:2 frame (no jump when switching photos) and a row of thumbnails to pick from. */
export function PhotoGallery({ photos, vesselName }: { photos: Photo[]; vesselName: string }) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <ShipPlaceholder className="rounded-xl" label={`No photos of ${vesselName} yet`} />;

  const current = photos[Math.min(index, photos.length - 1)];
  const n = photos.length;
  const go = (i: number) => setIndex((i + n) % n);

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-navy-50">
        <VesselPicture
          picture={current}
          alt={`${vesselName}, photo ${index + 1} of ${n}`}
          sizes={mainSizes}
          highPriority
          className="aspect-[3/2] w-full object-cover"
        />
        {n > 1 ? (
          <>
            <button type="button" className={cn(arrowClass, 'left-3')} onClick={() => go(index - 1)} aria-label="Previous photo">
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button type="button" className={cn(arrowClass, 'right-3')} onClick={() => go(index + 1)} aria-label="Next photo">
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <p className="absolute bottom-3 right-3 rounded-full bg-navy-950/75 px-2.5 py-0.5 text-xs font-medium text-white" aria-hidden>
              {index + 1} / {n}
            </p>
          </>
        ) : null}
      </div>
      {n > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Photos">
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${n}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-lg ring-offset-2 focus-visible:outline-2 focus-visible:outline-sea-600',
                  i === index ? 'ring-2 ring-sea-700' : 'opacity-80 hover:opacity-100',
                )}
              >
                <VesselPicture picture={p} alt="" sizes={thumbSizes} className="aspect-[3/2] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
