import { useState, type FormEvent } from 'react';
import { MAX_REVIEW_CHARS, MIN_REVIEW_CHARS, reviewMessages } from '../../../../common/reviews/ratings';
import type { FixtureReviews } from '../../../../common/reviews/schemas';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useSubmitReview } from '../api/reviews';

/** 1 to 5 as radio buttons: arrow keys move between them, the group is named by its legend. */
function ScoreInput({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (v: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span className="flex size-10 items-center justify-center rounded-lg border border-slate-300 text-sm font-medium peer-checked:border-sea-700 peer-checked:bg-sea-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-sea-600">
              {n}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The review of the counterparty: overall, the points that fit their role, the text and whether Fairlead may quote it. */
export function ReviewForm({ data }: { data: FixtureReviews }) {
  const submit = useSubmitReview(data.dealId);
  const [overall, setOverall] = useState(0);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [body, setBody] = useState('');
  const [quotable, setQuotable] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (overall < 1) found.overall = reviewMessages.rating;
    if (data.questions.some((q) => !ratings[q.key])) found.ratings = reviewMessages.ratings;
    if (body.trim().length < MIN_REVIEW_CHARS) found.body = reviewMessages.bodyShort;
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(
      { overall, ratings, body, quotable },
      { onError: (err) => setErrors(err instanceof ApiError ? { ...err.fields, form: err.message } : { form: 'Your review could not be sent.' }) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ScoreInput legend="Overall" name="overall" value={overall} onChange={setOverall} error={errors.overall} />
      <div className="grid gap-4 sm:grid-cols-3">
        {data.questions.map((q) => (
          <ScoreInput
            key={q.key}
            legend={q.label}
            name={q.key}
            value={ratings[q.key] ?? 0}
            onChange={(v) => setRatings((r) => ({ ...r, [q.key]: v }))}
          />
        ))}
      </div>
      {errors.ratings ? (
        <p className="text-sm text-red-700" role="alert">
          {errors.ratings}
        </p>
      ) : null}
      <Field
        label="Your review"
        error={errors.body}
        hint={`What a charterer or owner would want to know before fixing with ${data.counterparty.company}: ${MIN_REVIEW_CHARS} to ${MAX_REVIEW_CHARS} characters.`}
      >
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={!!errors.body}
            rows={6}
            maxLength={MAX_REVIEW_CHARS}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={quotable}
          onChange={(e) => setQuotable(e.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-sea-600"
        />
        Fairlead may quote my review, with my company’s name, on its home page.
      </label>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : `Send review of ${data.counterparty.company}`}
      </Button>
    </form>
  );
}
