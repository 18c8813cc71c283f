import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { UploadRow } from './use-photo-uploads';

const inFlight = (r: UploadRow) => r.status === 'waiting' || r.status === 'sending';

/** One row per file: its name, a progress bar with the percent sent, then done or the server's reason for refusing it. */
export function PhotoUploadList({ rows, onClear }: { rows: UploadRow[]; onClear: () => void }) {
  if (rows.length === 0) return null;
  const active = rows.filter(inFlight).length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  const done = rows.length - active - failed;
  return (
    <div className="space-y-2">
      {/* One announcement per batch, not one per percent. */}
      <p role="status" className="sr-only">
        {active > 0
          ? `Uploading ${rows.length === 1 ? 'a photo' : `${rows.length} photos`}`
          : `${done} ${done === 1 ? 'photo' : 'photos'} uploaded${failed ? `, ${failed} not uploaded` : ''}`}
      </p>
      <ul aria-label="Photo uploads" className="space-y-2">
        {rows.map((row) => (
          <UploadItem key={row.id} row={row} />
        ))}
      </ul>
      {active === 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear this list
        </Button>
      ) : null}
    </div>
  );
}

function UploadItem({ row }: { row: UploadRow }) {
  const percent = Math.round(row.progress * 100);
  const state =
    row.status === 'done'
      ? 'Done'
      : row.status === 'failed'
        ? 'Not uploaded'
        : row.status === 'waiting'
          ? 'Waiting'
          : percent === 100
            ? 'Processing'
            : `${percent}%`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-navy-900">{row.name}</span>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 tabular-nums',
            row.status === 'done' ? 'text-emerald-700' : row.status === 'failed' ? 'text-red-700' : 'text-slate-600',
          )}
        >
          {row.status === 'done' ? <CheckCircle2 className="size-4" aria-hidden /> : null}
          {row.status === 'failed' ? <CircleAlert className="size-4" aria-hidden /> : null}
          {state}
        </span>
      </div>
      {row.status === 'failed' ? (
        <p className="mt-1 text-sm text-red-700">{row.error}</p>
      ) : (
        <div
          role="progressbar"
          aria-label={`Upload of ${row.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={row.status === 'done' ? 'Done' : `${percent}%`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn('h-full transition-[width]', row.status === 'done' ? 'bg-emerald-600' : 'bg-sea-600')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </li>
  );
}
