import { useState, type FormEvent } from 'react';
import { MAX_REVIEW_CHARS, reviewMessages } from '../../../../common/reviews/ratings';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useReplyToReview } from '../api/reviews';

/** The reviewed company's one public reply: it cannot be changed once sent. */
export function ReplyForm({ dealId, reviewId }: { dealId: string; reviewId: string }) {
  const reply = useReplyToReview(dealId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) return setError(reviewMessages.replyShort);
    setError(undefined);
    reply.mutate(
      { id: reviewId, body },
      { onError: (err) => setError(err instanceof ApiError ? (err.fields.body ?? err.message) : 'Your reply could not be sent.') },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <Field label="Your public reply" hint="Shown under the review on your company page. You can reply once, and a reply cannot be changed.">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            rows={4}
            maxLength={MAX_REVIEW_CHARS}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={reply.isPending}>
        {reply.isPending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}
