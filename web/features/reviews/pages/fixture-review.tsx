import { ArrowLeft, EyeOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { FixtureReviews } from '../../../../common/reviews/schemas';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFixtureReviews } from '../api/reviews';
import { ReplyForm } from '../components/reply-form';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Reviewing a fixture's counterparty: the form while the window runs, the blind status, and the reply to theirs. */
export default function FixtureReviewPage() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useFixtureReviews(id);
  usePageTitle(data ? `Review ${data.counterparty.company}` : 'Review the fixture');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/app/deals/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the deal
      </Link>
      {error ? (
        <>
          {/* The page keeps its heading when the review cannot be shown (not a party, no such deal). */}
          <h1 className="text-2xl font-bold text-navy-900">Review the fixture</h1>
          <Alert>{error.message}</Alert>
        </>
      ) : isPending || !data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Reviewing data={data} />
      )}
    </div>
  );
}

function Reviewing({ data }: { data: FixtureReviews }) {
  const { counterparty, window, windowClosesAt, mine, theirs, theirsSubmitted, actions } = data;
  return (
    <>
      <header>
        <h1 className="text-2xl font-bold text-navy-900">Review {counterparty.company}</h1>
        <p className="mt-1 text-slate-700">
          {window === 'not_completed'
            ? 'You can review your counterparty once the fixture is completed, for 30 days after.'
            : window === 'open'
              ? `Reviews of this fixture close on ${when(windowClosesAt!)}.`
              : 'The 30 days to review this fixture are over.'}
        </p>
      </header>
      {actions.includes('review') ? (
        <Card className="p-5">
          <h2 className="mb-1 font-semibold text-navy-900">Your review</h2>
          <p className="mb-4 text-sm text-slate-600">
            Reviews are blind: {counterparty.company} reads yours only once they have written theirs, or when the 30 days are over. It cannot be
            changed once sent.
          </p>
          <ReviewForm data={data} />
        </Card>
      ) : null}
      {mine ? (
        <section aria-labelledby="mine" className="space-y-2">
          <h2 id="mine" className="font-semibold text-navy-900">
            Your review
          </h2>
          <p className="text-sm text-slate-600">
            {mine.publishedAt
              ? 'Published on their company page.'
              : `Sent. It is published once ${counterparty.company} has written theirs, or when the window closes.`}
          </p>
          {mine.hidden ? <Alert>Fairlead hid this review: {mine.hidden.reason}</Alert> : null}
          <ReviewCard review={mine} showAuthor={false} />
        </section>
      ) : null}
      <section aria-labelledby="theirs" className="space-y-2">
        <h2 id="theirs" className="font-semibold text-navy-900">
          {counterparty.company}’s review of you
        </h2>
        {theirs ? (
          <>
            <ReviewCard review={theirs} />
            {actions.includes('reply') ? <ReplyForm dealId={data.dealId} reviewId={theirs.id} /> : null}
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <EyeOff aria-hidden className="size-4" />
            {theirsSubmitted ? 'They have written their review. You will read it once yours is in, or when the window closes.' : 'Not written yet.'}
          </p>
        )}
      </section>
    </>
  );
}
