import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Alert, Card, EmptyState, Spinner } from '../../../components/ui/feedback';
import { systemApi } from '../../../../common/api/system';
import { call } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';

/** Turns the URLs in a plain-text e-mail into links. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/g).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all font-medium text-sea-700 underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function MailboxPage() {
  usePageTitle('Development mailbox');
  const { data, isPending, isError } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: ({ signal }) => call(systemApi.devMailbox, { signal }),
    // Asking again every few seconds is for new mail, not for a refusal: that will not change by itself.
    refetchInterval: (query) => (query.state.status === 'error' ? false : 3000),
    retry: false,
  });
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Development mailbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        No SMTP server is configured, so e-mails Fairlead sends are kept here. Set SMTP_URL to deliver them for real.
      </p>
      <div className="mt-6 space-y-4">
        {isPending ? <Spinner label="Loading mail" /> : null}
        {isError ? (
          <Alert>
            The mailbox is open only in development, in a browser on the machine that runs the server, or to a signed-in administrator: its e-mails
            hold password-reset links.
          </Alert>
        ) : null}
        {data?.items.length === 0 ? (
          <EmptyState title="No mail yet">Ask for a password reset or send the contact form to see mail arrive.</EmptyState>
        ) : null}
        {data?.items.map((m) => (
          <Card key={m.id} className="p-5">
            <article aria-label={m.subject}>
              <h2 className="font-semibold text-navy-900">{m.subject}</h2>
              <p className="text-xs text-slate-500">
                To {m.to} · {new Date(m.createdAt).toLocaleString()}
              </p>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-700">
                <Linkified text={m.text} />
              </pre>
            </article>
          </Card>
        ))}
      </div>
    </div>
  );
}
