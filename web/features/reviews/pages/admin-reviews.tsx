import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReview } from '../../../../common/reviews/schemas';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminReviews, useHideReview } from '../api/reviews';
import { ReviewCard } from '../components/review-card';

/** Every review, newest first; one that breaks the rules is hidden with a reason its author is told. */
export default function AdminReviewsPage() {
  usePageTitle('Reviews');
  const { data, error, isPending } = useAdminReviews();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-navy-900">Reviews</h1>
      <p className="text-sm text-slate-600">
        Hide a review that names people, discloses confidential terms, insults or is not about the fixture. It leaves the company page, the home page
        and the rating at once; its author is told why. Hiding is recorded in the audit log and cannot be undone.
      </p>
      {error ? (
        <Alert>{error.message}</Alert>
      ) : isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : data.length === 0 ? (
        <EmptyState title="No reviews yet" />
      ) : null}
      {data?.map((r) => (
        <AdminReviewRow key={r.id} review={r} />
      ))}
    </div>
  );
}

function AdminReviewRow({ review }: { review: AdminReview }) {
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Of{' '}
        <Link className="font-medium text-sea-700 hover:underline" to={`/companies/${review.subject.id}`}>
          {review.subject.company}
        </Link>
        {review.hidden ? (
          <Badge tone="red">Hidden: {review.hidden.reason}</Badge>
        ) : review.publishedAt ? (
          <Badge tone="green">Published</Badge>
        ) : (
          <Badge tone="yellow">Blind until both or the deadline</Badge>
        )}
      </p>
      <ReviewCard review={review} />
      {review.hidden ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            hide.mutate(
              { id: review.id, reason },
              { onError: (err) => setError(err instanceof ApiError ? (err.fields.reason ?? err.message) : 'Not hidden.') },
            );
          }}
        >
          <Field label="Rule it breaks" error={error} className="min-w-64 flex-1">
            {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <Button type="submit" variant="danger" disabled={hide.isPending}>
            Hide review
          </Button>
        </form>
      )}
    </div>
  );
}
