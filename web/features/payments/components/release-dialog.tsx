import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  amount: string;
  payee: string;
  heldNow: boolean;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
};

/** A release of money is never one click (#25): the dialog names the amount and who receives it. */
export function ReleaseDialog({ open, onOpenChange, title, amount, payee, heldNow, pending, error, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        heldNow
          ? `${amount} held in escrow is released to ${payee} now. This cannot be undone.`
          : `${amount} is released to ${payee} as soon as it is paid into escrow. This cannot be undone.`
      }
    >
      <div className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Releasing…' : `Release ${amount} to ${payee}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
