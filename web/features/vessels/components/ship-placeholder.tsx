import { Ship } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Stands in for a missing photo at the photo's own size, so the layout is the same with or without one. */
export function ShipPlaceholder({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('flex aspect-[3/2] w-full items-center justify-center bg-linear-to-b from-navy-50 to-navy-100', className)}
    >
      <Ship className="size-1/4 text-navy-300" strokeWidth={1.25} aria-hidden />
    </div>
  );
}
