import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { payoutFlagLabels } from '../../../../common/payments/payout-flags';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { useClearPayoutFlag, usePayoutFlags, type PayoutFlag } from '../api/payout-flags';
import { ReasonDialog } from './reason-dialog';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

/**
 * Payout accounts that look like fraud (a shared IBAN, a new payee or bank country): no money goes to them until an
 * admin, having checked with the owner by a known telephone number, clears the flag with a reason.
 */
export function PayoutFlags() {
  const flags = usePayoutFlags();
  const clear = useClearPayoutFlag();
  const [clearing, setClearing] = useState<PayoutFlag | null>(null);
  if (!flags.data?.length) return null;
  return (
    <Card className="mt-6 p-5">
      <h2 className="font-semibold text-navy-900">Payout accounts to review</h2>
      <p className="mt-1 text-sm text-slate-600">
        Payouts to these accounts are held. Check each with the owner on a number you already know, not one given in the request, before clearing it.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        {flags.data.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-navy-900">{f.ownerCompany}</p>
              <p className="text-slate-700">
                <span className="font-mono">{f.iban}</span> · {f.holderName}
              </p>
              <p className="text-slate-700">{f.detail}</p>
              <p className="text-xs text-slate-600">Flagged {when(f.createdAt)}</p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone="red">{payoutFlagLabels[f.kind]}</Badge>
              <Button size="sm" variant="secondary" aria-label={`Clear flag on ${f.ownerCompany}’s account ${f.iban}`} onClick={() => setClearing(f)}>
                <ShieldCheck aria-hidden className="size-4" /> Clear flag
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {clear.error && !clearing ? <Alert className="mt-3">{clear.error.message}</Alert> : null}
      <ReasonDialog
        open={!!clearing}
        onOpenChange={(o) => !o && setClearing(null)}
        pending={clear.isPending}
        error={clear.error?.message}
        title="Clear the flag"
        description={
          clearing ? `${payoutFlagLabels[clearing.kind]}: ${clearing.detail} Held payouts to ${clearing.iban} go out once no flag on it is left.` : ''
        }
        confirmLabel="Clear flag"
        onConfirm={(reason) => clear.mutate({ id: clearing!.id, reason }, { onSuccess: () => setClearing(null) })}
      />
    </Card>
  );
}
