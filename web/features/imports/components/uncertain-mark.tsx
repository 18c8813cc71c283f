import { TriangleAlert } from 'lucide-react';

/** An uncertain field: an icon and its reason in words, so the warning is not carried by colour alone. */
export function UncertainMark({ reason, id }: { reason: string; id?: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs text-amber-800">
      <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="font-semibold">Check this:</span> {reason}
      </span>
    </p>
  );
}
