import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { useBlockPayoutChange, usePayoutChanges } from '../api/payments';
import { ReasonDialog } from './reason-dialog';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }) : '—';

/** Owners' bank-detail changes in their waiting time: the back office may stop one it doubts. */
export function PayoutChanges() {
  const changes = usePayoutChanges();
  const block = useBlockPayoutChange();
  const [blocking, setBlocking] = useState<string | null>(null);
  if (!changes.data?.length) return null;
  return (
    <Card className="mt-6 p-5">
      <h2 className="font-semibold text-navy-900">Bank detail changes waiting</h2>
      <p className="mt-1 text-sm text-slate-600">
        Each applies 48 hours after the owner confirms it by e-mail. Block one that looks like payment fraud; the owner and their charterers are told.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        {changes.data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div>
              <p className="font-medium text-navy-900">{c.ownerCompany}</p>
              <p className="text-slate-700">
                <span className="font-mono">{c.iban}</span> · {c.bic} · {c.holderName}
              </p>
              <p className="text-xs text-slate-600">
                {c.status === 'pending' ? `Applies ${when(c.appliesAt)}` : 'Waiting for the owner’s e-mail confirmation'}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={c.status === 'pending' ? 'yellow' : 'gray'}>{c.status === 'pending' ? 'In its 48 hours' : 'Unconfirmed'}</Badge>
              <Button size="sm" variant="danger" onClick={() => setBlocking(c.id)}>
                <ShieldX aria-hidden className="size-4" /> Block
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {block.error && !blocking ? <Alert className="mt-3">{block.error.message}</Alert> : null}
      <ReasonDialog
        open={!!blocking}
        onOpenChange={(o) => !o && setBlocking(null)}
        danger
        pending={block.isPending}
        error={block.error?.message}
        title="Block the change"
        description="The owner’s current account stays; the new one never applies."
        confirmLabel="Block"
        onConfirm={(reason) => block.mutate({ id: blocking!, reason }, { onSuccess: () => setBlocking(null) })}
      />
    </Card>
  );
}
