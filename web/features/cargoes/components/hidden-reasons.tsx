import type { CargoOrder } from '../../../../common/cargoes/api';

/** Why an open order is off the board, as the API tells its poster (and admins); nothing while it is on the board. */
export function HiddenReasons({ cargo, className }: { cargo: CargoOrder; className?: string }) {
  if (!cargo.hiddenReasons.length) return null;
  return (
    <div className={className}>
      <p className="text-sm font-medium text-amber-800">Not on the cargo board</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-amber-800" aria-label="Why this order is not on the cargo board">
        {cargo.hiddenReasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}
