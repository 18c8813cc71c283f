import { CheckCheck, Pencil, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { useCloseCargoOrder, type Closing } from '../api/cargoes';
import { cargoTitle } from '../format';

const closings = {
  withdraw: {
    button: 'Withdraw',
    title: 'Withdraw this cargo order?',
    text: 'It leaves the board at once and owners can no longer enquire on it. This cannot be undone: post it again if the cargo comes back.',
    confirm: 'Withdraw order',
  },
  fixedElsewhere: {
    button: 'Fixed elsewhere',
    title: 'Fixed outside Fairlead?',
    text: 'The order leaves the board, marked as fixed elsewhere, and owners can no longer enquire on it. This cannot be undone.',
    confirm: 'Mark as fixed elsewhere',
  },
} as const satisfies Record<Closing, Record<string, string>>;

/**
 * The poster's actions on an open order: edit, withdraw, or mark it fixed elsewhere, the last two confirmed once.
 * Drawn only where the API says the order is the viewer's and open; the server decides either way.
 */
export function OrderActions({ cargo, size = 'sm' }: { cargo: CargoOrder; size?: 'sm' | 'md' }) {
  const [asking, setAsking] = useState<Closing | null>(null);
  const close = useCloseCargoOrder();
  if (!cargo.mine || cargo.status !== 'open') return null;
  const open = (how: Closing) => {
    close.reset();
    setAsking(how);
  };
  const shown = asking ? closings[asking] : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/app/cargoes/${cargo.id}/edit`} className={buttonClass('secondary', size)} aria-label={`Edit ${cargoTitle(cargo)}`}>
        <Pencil className="size-4" aria-hidden /> Edit
      </Link>
      <Button variant="ghost" size={size} onClick={() => open('fixedElsewhere')}>
        <CheckCheck className="size-4" aria-hidden /> {closings.fixedElsewhere.button}
      </Button>
      <Button variant="ghost" size={size} onClick={() => open('withdraw')}>
        <XCircle className="size-4" aria-hidden /> {closings.withdraw.button}
      </Button>
      <Dialog open={!!asking} onOpenChange={(o) => !o && setAsking(null)} title={shown?.title ?? ''}>
        <div className="space-y-4 text-sm text-slate-700">
          <p className="font-medium text-navy-900">{cargoTitle(cargo)}</p>
          <p>{shown?.text}</p>
          {close.error ? <Alert>{close.error.message}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Back
            </Button>
            <Button
              variant={asking === 'withdraw' ? 'danger' : 'accent'}
              disabled={close.isPending}
              onClick={() => asking && close.mutate({ id: cargo.id, how: asking }, { onSuccess: () => setAsking(null) })}
            >
              {close.isPending ? 'Working…' : shown?.confirm}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
