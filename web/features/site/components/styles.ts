import { cn } from '../../../lib/cn';

// buttonClass() is tuned for light backgrounds; these two keep AA contrast on the navy hero bands.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors h-12 px-6 text-base ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-300';

export const onDarkSolid = cn(base, 'bg-sea-300 text-navy-950 hover:bg-sea-400 shadow-sm');
export const onDarkOutline = cn(base, 'text-white ring-1 ring-inset ring-white/60 hover:bg-white/10');

/** A text link inside body copy on white backgrounds. */
export const textLink = 'font-medium text-sea-700 underline underline-offset-2 hover:text-navy-900';
