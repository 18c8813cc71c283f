/** An instant in the viewer's own zone: "3 Mar 2027, 17:00 GMT". */
export const localText = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** "2 d 4 h", "3 h 12 min", "45 s": what is left before a deadline. */
export function leftText(ms: number): string {
  if (ms <= 0) return 'passed';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s % 60} s`;
  return `${s} s`;
}

export const partyName = (p: 'owner' | 'charterer') => (p === 'owner' ? 'Owners' : 'Charterers');
