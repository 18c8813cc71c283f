import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ShipMatch } from '../../../../common/matching/api';
import { Badge } from '../../../components/ui/feedback';

type Check = ShipMatch['checks'][number];

// Never colour alone: each line has its icon, a word for screen readers, and the server's sentence.
const levels = {
  ok: { Icon: CircleCheck, word: 'OK', className: 'text-emerald-700' },
  warn: { Icon: CircleAlert, word: 'Check', className: 'text-amber-700' },
  fail: { Icon: CircleX, word: 'Fails', className: 'text-red-700' },
} as const;

/** Why a match fits or fails, one line a check, worst first so a fail is read before the rest. */
export function MatchChecks({ checks }: { checks: Check[] }) {
  const order = { fail: 0, warn: 1, ok: 2 };
  const sorted = [...checks].sort((a, b) => order[a.level] - order[b.level]);
  return (
    <ul className="space-y-1 text-sm" aria-label="Checks">
      {sorted.map((c) => {
        const { Icon, word, className } = levels[c.level];
        return (
          <li key={c.key} className="flex gap-2">
            <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${className}`} />
            <span className="sr-only">{word}: </span>
            <span className={c.level === 'ok' ? 'text-slate-700' : 'font-medium text-slate-900'}>{c.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** "Fits" or "Does not fit", with its icon. */
export function FitBadge({ fits }: { fits: boolean }) {
  return fits ? (
    <Badge tone="green">
      <CircleCheck aria-hidden className="size-3.5" /> Fits
    </Badge>
  ) : (
    <Badge tone="red">
      <CircleX aria-hidden className="size-3.5" /> Does not fit
    </Badge>
  );
}
