import { useState } from 'react';
import type { Party } from '../../../../common/charters/deal-process';
import { certificateTime } from '../../../../common/payments/redelivery';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { useRecordRedelivery, type RedeliveryView } from '../api/redelivery';
import { HireStatementCard } from './hire-statement-card';
import { RedeliveryDialog } from './redelivery-dialog';

/**
 * A time charter's end (#25): the owner records the redelivery once the ship was delivered; both parties then see
 * the final hire statement. The owner's button follows the server's refusal, never a rule of its own.
 */
export function HireRedelivery({ dealId, me, redelivery: r }: { dealId: string; me: Party | null; redelivery: NonNullable<RedeliveryView> }) {
  const record = useRecordRedelivery(dealId);
  const [open, setOpen] = useState(false);
  if (r.statement) return <HireStatementCard statement={r.statement} />;
  if (me !== 'owner' || !r.deliveredAt) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-navy-900">Redelivery</h2>
      <p className="mt-1 text-sm text-slate-600">
        Delivered {certificateTime(r.deliveredAt)}.
        {r.window
          ? ` Redelivery is due between ${certificateTime(r.window.earliest)} and ${certificateTime(r.window.latest)}, in the charterers’ option.`
          : ''}
      </p>
      {r.refusal ? <p className="mt-2 text-sm text-slate-600">Record redelivery: not now. {r.refusal}.</p> : null}
      <Button className="mt-3" onClick={() => setOpen(true)} disabled={!!r.refusal}>
        Record redelivery
      </Button>
      <RedeliveryDialog
        open={open}
        deliveredAt={r.deliveredAt}
        window={r.window}
        pending={record.isPending}
        error={record.error}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) record.reset();
        }}
        onRecord={(input) => record.mutate(input, { onSuccess: () => setOpen(false) })}
      />
    </Card>
  );
}
