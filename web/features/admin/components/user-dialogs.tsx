import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Profile } from '../../../../common/accounts/schemas';
import { createAdminSchema, editUserSchema, type CreateAdminInput, type EditUserInput } from '../../../../common/admin/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useCreateAdmin, useEditUser } from '../api/users';

type Open = { open: boolean; onOpenChange: (open: boolean) => void };

const applyFieldErrors = <T extends Record<string, unknown>>(err: unknown, setError: (f: keyof T & string, e: { message: string }) => void) => {
  if (err instanceof ApiError) for (const [f, m] of Object.entries(err.fields)) setError(f as keyof T & string, { message: m });
};

export function CreateAdminDialog({ open, onOpenChange }: Open) {
  const create = useCreateAdmin();
  const form = useForm<CreateAdminInput>({ resolver: zodResolver(createAdminSchema), defaultValues: { email: '', password: '', companyName: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    create.mutate(v, {
      onSuccess: () => {
        form.reset();
        onOpenChange(false);
      },
      onError: (err) => applyFieldErrors<CreateAdminInput>(err, form.setError),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Admin" description="The new administrator is verified and can sign in at once.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {create.isError ? <Alert>{create.error.message}</Alert> : null}
        <Field label="Email" error={errors.email?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} type="email" required invalid={!!errors.email} {...form.register('email')} />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message} hint="At least 8 characters">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="password"
              autoComplete="new-password"
              required
              invalid={!!errors.password}
              {...form.register('password')}
            />
          )}
        </Field>
        <Field label="Company name" error={errors.companyName?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} required invalid={!!errors.companyName} {...form.register('companyName')} />
          )}
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create admin'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function EditUserDialog({ user, onOpenChange }: { user: Profile | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange} title="Edit User" description={user ? user.email : undefined}>
      {user ? <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: Profile; onDone: () => void }) {
  const edit = useEditUser();
  const form = useForm<EditUserInput>({
    resolver: zodResolver(editUserSchema) as never,
    defaultValues: {
      companyName: user.companyName,
      contactPhone: user.contactPhone ?? '',
      contactAddress: user.contactAddress ?? '',
      companyRegistration: user.companyRegistration ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    edit.mutate({ id: user.id, input }, { onSuccess: onDone, onError: (err) => applyFieldErrors<EditUserInput>(err, form.setError) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {edit.isError ? <Alert>{edit.error.message}</Alert> : null}
      <Field label="Company name" error={errors.companyName?.message}>
        {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} invalid={!!errors.companyName} {...form.register('companyName')} />}
      </Field>
      <Field label="Contact phone" error={errors.contactPhone?.message}>
        {({ id, describedBy }) => (
          <Input id={id} aria-describedby={describedBy} type="tel" invalid={!!errors.contactPhone} {...form.register('contactPhone')} />
        )}
      </Field>
      <Field label="Contact address" error={errors.contactAddress?.message}>
        {({ id, describedBy }) => (
          <Input id={id} aria-describedby={describedBy} invalid={!!errors.contactAddress} {...form.register('contactAddress')} />
        )}
      </Field>
      <Field label="Company registration" error={errors.companyRegistration?.message}>
        {({ id, describedBy }) => (
          <Input id={id} aria-describedby={describedBy} invalid={!!errors.companyRegistration} {...form.register('companyRegistration')} />
        )}
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
