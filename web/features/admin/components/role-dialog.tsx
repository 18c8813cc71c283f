import type { Profile, Role } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';

const roleNames: Record<Role, string> = { owner: 'Vessel Owner', charterer: 'Charterer', admin: 'Administrator' };
const grants: Record<Role, string> = {
  owner: 'An owner lists vessels and answers charterers’ enquiries.',
  charterer: 'A charterer searches vessels and sends enquiries to owners.',
  admin:
    'An administrator can verify companies, change roles, suspend vessels, cancel charters, remove members and read every record, including payments and the audit log.',
};

type Props = { change: { user: Profile; role: Role } | null; pending: boolean; error?: string; onCancel: () => void; onConfirm: () => void };

/** A role change takes effect at once on every session of the member, so it is confirmed first, naming what it grants. */
export function RoleChangeDialog({ change, pending, error, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={!!change}
      onOpenChange={(open) => !open && onCancel()}
      title={change ? `Make ${change.user.companyName} ${change.role === 'admin' ? 'an' : 'a'} ${roleNames[change.role]}?` : 'Change role'}
      description={change ? `${change.user.email} is now ${roleNames[change.user.role]}. The change applies at once.` : undefined}
    >
      {change ? (
        <div className="space-y-4">
          <p className={change.role === 'admin' ? 'rounded-md bg-amber-50 p-3 text-sm text-amber-900' : 'text-sm text-slate-700'}>
            {grants[change.role]}
          </p>
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Keep {roleNames[change.user.role]}
            </Button>
            <Button variant={change.role === 'admin' ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
              {pending ? 'Changing…' : `Change to ${roleNames[change.role]}`}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
