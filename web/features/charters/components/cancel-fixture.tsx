import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fixtureCancelSchema } from '../../../../common/charters/fixture-cancel';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useCancelFixture } from '../api/deals';

type Values = z.input<typeof fixtureCancelSchema>;

/**
 * A party's cancellation of a fixed deal (#26): shown only when the server lists 'cancel' for the caller. The reason is
 * required (the shared schema's words, as the API answers them); it goes on the deal's record and to the other side.
 */
export function CancelFixture({ dealId, otherSide }: { dealId: string; otherSide: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelFixture(dealId);
  const form = useForm<Values>({ resolver: zodResolver(fixtureCancelSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const close = (o: boolean) => {
    setOpen(o);
    if (!o) {
      form.reset();
      cancel.reset();
    }
  };
  const onSubmit = form.handleSubmit((v) =>
    cancel.mutate(v, {
      onSuccess: () => setOpen(false),
      onError: (err) => {
        if (err instanceof ApiError && err.fields.reason) form.setError('reason', { message: err.fields.reason });
      },
    }),
  );
  const refused = cancel.error && !(cancel.error instanceof ApiError && cancel.error.fields.reason) ? cancel.error.message : undefined;

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        Cancel the fixture
      </Button>
      <Dialog open={open} onOpenChange={close} title="Cancel the fixture?" description="The deal ends for both sides: this cannot be undone.">
        <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm text-slate-700">
          <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">Cancelling a fixed charter may be a breach of the charter party.</p>
              <p className="mt-1">
                {otherSide} may claim damages from you under it. Fairlead records your reason on the deal and tells them; it does not decide who is
                right.
              </p>
            </div>
          </div>
          <p>
            The ship’s dates are released and instalments not paid are no longer owed. Once money is held in escrow, only Fairlead can cancel the
            fixture.
          </p>
          {refused ? <Alert>{refused}</Alert> : null}
          <Field label="Reason for cancelling" error={errors.reason?.message} hint="On the deal’s record and sent to the other side.">
            {({ id, describedBy }) => (
              <Textarea id={id} aria-describedby={describedBy} aria-required invalid={!!errors.reason} {...form.register('reason')} />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Keep the fixture
            </Button>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel the fixture'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
