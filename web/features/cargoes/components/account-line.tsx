import { BadgeCheck, EyeOff } from 'lucide-react';
import type { CargoOrder } from '../../../../common/cargoes/api';

/** The charterer's name with its verified mark, or, where the order's visibility keeps it from this viewer, why. */
export function AccountLine({ cargo, className }: { cargo: Pick<CargoOrder, 'account' | 'accountHidden'>; className?: string }) {
  if (!cargo.account) {
    return (
      <p className={className}>
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <EyeOff aria-hidden className="size-4 shrink-0" /> {cargo.accountHidden ?? 'Charterer not shown'}
        </span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="font-medium text-navy-900">{cargo.account.company}</span>
      {cargo.account.verified ? (
        <span className="ml-1.5 inline-flex items-center gap-0.5 align-[-2px] text-xs font-medium text-emerald-700">
          <BadgeCheck aria-hidden className="size-4" /> Verified
        </span>
      ) : null}
    </p>
  );
}
