import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Skeleton } from '../../../components/ui/feedback';
import { importMessages } from '../../../../common/imports/schemas';
import { ApiError } from '../../../lib/api';
import { useMyRole } from '../../../lib/use-my-role';
import { usePageTitle } from '../../../lib/use-page-title';
import { sourcesOf, useImport } from '../api/import';
import { EmailText } from '../components/email-text';
import { ReviewDrafts } from '../components/review-drafts';
import { fromText, outcomeOf, sourceText, subjectText, whenText } from '../format';

const back = (
  <Link to="/app/import" className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 underline-offset-2 hover:underline">
    <ArrowLeft aria-hidden className="size-4" /> Import circulars
  </Link>
);

/** /app/import/:id: one imported e-mail beside what was read from it. */
export default function ReviewImportPage() {
  const { id } = useParams();
  const { data, error, isPending } = useImport(id);
  const role = useMyRole();
  usePageTitle(data ? `Review: ${subjectText(data.subject)}` : 'Review import');

  if (error) {
    return (
      <div className="space-y-4">
        {back}
        <Alert>
          {error instanceof ApiError && error.status === 404 ? 'This import does not exist, or it belongs to another company.' : error.message}
        </Alert>
      </div>
    );
  }
  if (isPending || !data) {
    return (
      <div className="space-y-4" aria-busy="true">
        {back}
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      </div>
    );
  }

  const outcome = outcomeOf(data);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        {back}
        <h1 className="break-words text-2xl font-bold text-navy-900">{subjectText(data.subject)}</h1>
        <p className="break-words text-sm text-slate-600">
          From {fromText(data.from)}
          {data.sentAt ? ` · sent ${whenText(data.sentAt)}` : ''}
        </p>
        <p className="text-xs text-slate-500">
          {sourceText(data)} · received {whenText(data.receivedAt)}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={outcome.tone}>{outcome.label}</Badge>
          {data.status === 'read' && outcome.detail ? <span className="text-slate-700">{outcome.detail}</span> : null}
        </div>
      </div>
      {data.notice ? <Alert tone="info">{data.notice}</Alert> : null}
      {data.status === 'read' ? (
        <ReviewDrafts imported={data} sources={sourcesOf(data)} role={role} />
      ) : (
        <>
          <Alert tone={data.status === 'failed' ? 'error' : 'info'}>{explanation(data.status, data.error)}</Alert>
          {data.text ? <EmailText text={data.text} highlight={null} /> : null}
        </>
      )}
    </div>
  );
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function explanation(status: 'received' | 'nothing' | 'failed', error: string | null): string {
  if (status === 'received') return 'This e-mail arrived at your import address and is waiting to be read. This page updates when it is.';
  if (status === 'nothing')
    return `${sentence(error ?? importMessages.nothing)} Meeting notes, newsletters and out-of-office replies read this way. If it does list ships or cargoes, paste just that part and try again.`;
  return `${sentence(error ?? importMessages.failed)} Nothing was imported from it. If you have its text, paste it instead.`;
}
