import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../../common/accounts/api';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { call } from '../../../lib/api';

/** Shown in the member area until the member opens the link mailed to them, with a way to have it sent again. */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: () => call(accountsApi.resendConfirmation) });
  return (
    <Alert tone="info" className="mb-6">
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold">Confirm your e-mail address</p>
          <p className="mt-1">
            We sent a link to <span className="break-all font-medium">{email}</span>. Until you open it, Fairlead cannot verify your company.
          </p>
          {resend.isSuccess || resend.error ? (
            <p className="mt-1 font-medium">{resend.isSuccess ? 'A new link is on its way. It works for three days.' : resend.error?.message}</p>
          ) : null}
        </div>
        <Button size="sm" variant="secondary" className="shrink-0" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </Button>
      </div>
    </Alert>
  );
}
