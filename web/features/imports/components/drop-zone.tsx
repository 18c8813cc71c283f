import { FileUp, Loader2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import type { Import } from '../../../../common/imports/api';
import { importMessages, MAX_IMPORT_BYTES, MAX_IMPORT_FILES } from '../../../../common/imports/schemas';
import { cn } from '../../../lib/cn';
import { ImportResult } from './import-result';

type FileRow = { key: string; name: string } & ({ state: 'reading' } | { state: 'done'; imported: Import } | { state: 'refused'; message: string });

/** What the page does with one file: upload it and answer its import (or throw the API's refusal). */
export type UploadOne = (file: File) => Promise<Import>;

const isEml = (f: File) => /\.eml$/i.test(f.name) || f.type === 'message/rfc822';

/** Why a file is not sent at all, in the server's own words where it has them; null when it may go. */
function refusalOf(file: File): string | null {
  if (!isEml(file)) return `${file.name} is not an .eml file: save the e-mail from your mail program as .eml, or paste its text.`;
  if (file.size > MAX_IMPORT_BYTES) return importMessages.tooLarge;
  return null;
}

let serial = 0;

/**
 * Drop one or more .eml files, or choose them: the zone is the label of a real file input, so Tab reaches it and
 * Enter or Space opens the file chooser. Each file gets its own line with what it became.
 */
export function DropZone({ upload }: { upload: UploadOne }) {
  const inputId = useId();
  const [rows, setRows] = useState<FileRow[]>([]);
  const [over, setOver] = useState(false);
  const [tooMany, setTooMany] = useState(false);

  const settle = (key: string, row: Partial<FileRow> & Pick<FileRow, 'state'>) =>
    setRows((all) => all.map((r) => (r.key === key ? ({ ...r, ...row } as FileRow) : r)));

  const take = (list: FileList | File[]) => {
    const files = Array.from(list);
    setTooMany(files.length > MAX_IMPORT_FILES);
    const taken = files.slice(0, MAX_IMPORT_FILES).map((file) => ({ file, key: `f${++serial}`, refused: refusalOf(file) }));
    setRows((all) => [
      ...taken.map(({ file, key, refused }): FileRow =>
        refused ? { key, name: file.name, state: 'refused', message: refused } : { key, name: file.name, state: 'reading' },
      ),
      ...all,
    ]);
    for (const { file, key, refused } of taken) {
      if (refused) continue;
      upload(file).then(
        (imported) => settle(key, { state: 'done', imported }),
        (err: unknown) => settle(key, { state: 'refused', message: err instanceof Error ? err.message : importMessages.failed }),
      );
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) take(e.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      <input
        id={inputId}
        type="file"
        multiple
        aria-labelledby={`${inputId}-title`}
        aria-describedby={`${inputId}-hint`}
        accept=".eml,message/rfc822"
        className="peer sr-only"
        onChange={(e) => {
          if (e.target.files?.length) take(e.target.files);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-600',
          over ? 'border-sea-600 bg-sea-50' : 'border-slate-300 bg-white hover:border-slate-400',
        )}
      >
        <FileUp aria-hidden className="size-6 text-slate-500" />
        <span id={`${inputId}-title`} className="font-semibold text-navy-900">
          Drop .eml files here, or choose files
        </span>
        <span id={`${inputId}-hint`} className="text-slate-600">
          Up to {MAX_IMPORT_FILES} e-mails at a time, each up to 10 MB
        </span>
      </label>
      {tooMany ? (
        <p role="alert" className="text-sm text-red-700">
          {importMessages.tooManyFiles}: the first {MAX_IMPORT_FILES} were taken.
        </p>
      ) : null}
      {rows.length ? (
        <ul aria-label="Uploaded e-mails" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.key} className="space-y-1 px-3 py-2">
              <p className="break-all text-sm font-medium text-slate-900">{row.name}</p>
              {row.state === 'reading' ? (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Loader2 aria-hidden className="size-4 animate-spin" /> Reading…
                </p>
              ) : row.state === 'done' ? (
                <ImportResult imported={row.imported} />
              ) : (
                <p className="text-sm text-red-700">{row.message}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
