import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-md font-bold tracking-tight', className)} aria-label="Fairlead home">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#0b2545'} />
        <path
          d="M16 6v17M10 11h12M8 19c2 5 6 7 8 7s6-2 8-7"
          stroke={inverted ? '#0d9488' : '#5eead4'}
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-xl', inverted ? 'text-white' : 'text-navy-900')}>Fairlead</span>
    </Link>
  );
}
