import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { zonedText } from '../../../../common/charters/time-text';
import { cn } from '../../../lib/cn';
import { leftText, localText } from './when';

/**
 * A deadline in the viewer's zone and, when the sender stated another, in theirs, with the time left. The clock
 * is the server's: `skew` is how far the browser's differs, measured when the deal was read.
 */
export function Countdown({ at, zone, skew, label }: { at: string; zone?: string; skew: number; label: string }) {
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  const left = Date.parse(at) - now;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className={cn('flex items-start gap-2 text-sm', left < 3_600_000 ? 'text-red-800' : 'text-slate-700')}>
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">
          {label} {localText(at)}
        </span>
        {zone && zone !== own ? <span className="text-slate-600"> ({zonedText(at, zone)}, as stated)</span> : null}
        <span className="ml-1 font-semibold tabular-nums" aria-live="off">
          · {left > 0 ? `${leftText(left)} left` : 'deadline passed'}
        </span>
      </p>
    </div>
  );
}
