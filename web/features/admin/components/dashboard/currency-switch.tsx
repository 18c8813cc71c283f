import { cn } from '../../../../lib/cn';

/** Which currency the money figures and chart show: money in different currencies is never added up. */
export function CurrencySwitch({ currencies, value, onChange }: { currencies: string[]; value: string | undefined; onChange: (c: string) => void }) {
  if (currencies.length < 2) return null;
  return (
    <div role="group" aria-label="Currency" className="inline-flex rounded-lg bg-slate-100 p-0.5">
      {currencies.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={c === value}
          onClick={() => onChange(c)}
          className={cn(
            'h-7 rounded-md px-2.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600',
            c === value ? 'bg-white text-navy-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-navy-900',
          )}
        >
          {c}
        </button>
      ))}
    </div>
  );
}
