import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { contactUpdateSchema, type Profile } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useUpdateContact } from '../api/accounts';

type Values = { contactPhone: string; contactAddress: string };

/** The contact fields a member may change themselves. */
export function ContactForm({ profile, onSaved }: { profile: Profile; onSaved?: () => void }) {
  const update = useUpdateContact();
  const form = useForm<Values>({
    resolver: zodResolver(contactUpdateSchema) as never,
    defaultValues: { contactPhone: profile.contactPhone ?? '', contactAddress: profile.contactAddress ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    update.mutate(v, {
      onSuccess: () => onSaved?.(),
      onError: (err) => {
        if (err instanceof ApiError) for (const [f, m] of Object.entries(err.fields)) form.setError(f as keyof Values, { message: m });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {update.isSuccess ? <Alert tone="success">Contact details saved.</Alert> : null}
      {update.isError && !(update.error instanceof ApiError && Object.keys(update.error.fields).length) ? (
        <Alert>{update.error.message}</Alert>
      ) : null}
      <Field label="Contact phone" error={errors.contactPhone?.message} hint="Include the country code, e.g. +30 210 428 1100">
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            type="tel"
            autoComplete="tel"
            invalid={!!errors.contactPhone}
            {...form.register('contactPhone')}
          />
        )}
      </Field>
      <Field label="Contact address" error={errors.contactAddress?.message}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            rows={3}
            autoComplete="street-address"
            invalid={!!errors.contactAddress}
            {...form.register('contactAddress')}
          />
        )}
      </Field>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save contact details'}
      </Button>
    </form>
  );
}
