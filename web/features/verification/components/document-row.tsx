import { verificationDocumentLabels, type VerificationDocumentKind, type VerificationSubmission } from '../../../../common/verification/schemas';
import { ApiError } from '../../../lib/api';
import { useUploadDocument } from '../api/verification';

/** One paper of a file being prepared or reviewed: the file sent (a download), and an upload while it can change. */
export function DocumentRow({
  kind,
  file,
  editable,
}: {
  kind: VerificationDocumentKind;
  file?: VerificationSubmission['documents'][number];
  editable: boolean;
}) {
  const upload = useUploadDocument();
  const label = verificationDocumentLabels[kind];
  const inputId = `doc-${kind}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-0">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-navy-900">{label.title}</p>
        <p className="text-slate-600">{label.hint}</p>
        {file ? (
          <a className="break-all text-teal-700 underline focus-visible:outline-2" href={file.url} download>
            {file.name}
          </a>
        ) : (
          <p className="text-slate-500">Not uploaded yet</p>
        )}
        {upload.error ? (
          <p role="alert" className="text-red-700">
            {upload.error instanceof ApiError ? (upload.error.fields['file'] ?? upload.error.message) : 'The upload failed'}
          </p>
        ) : null}
      </div>
      {editable ? (
        <div>
          <label htmlFor={inputId} className="sr-only">
            {file ? `Replace the ${label.title.toLowerCase()}` : `Upload the ${label.title.toLowerCase()}`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="max-w-full text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 focus-visible:outline-2"
            disabled={upload.isPending}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) upload.mutate({ kind, file: chosen });
              e.target.value = '';
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
