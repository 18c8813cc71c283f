import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
};

/** A binding step (accepting, withdrawing, failing a subject) is confirmed once, saying what it will do. */
export function ConfirmAction({ open, onOpenChange, title, children, confirmLabel, danger, pending, error, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="space-y-4 text-sm text-slate-700">
        {children}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button variant={danger ? 'danger' : 'accent'} disabled={pending} onClick={onConfirm}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
