import { cn } from '../../../lib/cn';

// Marketing figures from the product brief. They are rounded claims, not live counters.
export const marketingFigures = [
  { value: '2,500+', label: 'verified vessels' },
  { value: '150+', label: 'ports covered' },
  { value: '5,000+', label: 'owner and charterer clients' },
  { value: '45+', label: 'countries' },
  { value: '10k+', label: 'charters fixed' },
  { value: '100%', label: 'commission-free' },
] as const;

export const rating = { score: '4.9', outOf: '5', reviews: '247' } as const;

export function StatTiles({ dark = false, className }: { dark?: boolean; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6', className)}>
      {marketingFigures.map((f) => (
        <div
          key={f.label}
          className={cn(
            'flex min-h-28 flex-col justify-center rounded-xl px-4 py-5 text-center',
            dark ? 'bg-navy-800 ring-1 ring-navy-700' : 'bg-white ring-1 ring-slate-200',
          )}
        >
          <dt className={cn('order-2 mt-1 text-sm', dark ? 'text-navy-100' : 'text-slate-600')}>{f.label}</dt>
          <dd className={cn('order-1 text-3xl font-bold tracking-tight', dark ? 'text-white' : 'text-navy-900')}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
