const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const fullDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 14:05 today, 3 Mar before: in the viewer's own zone. */
export function shortWhen(iso: string, now = new Date()): string {
  const d = new Date(iso);
  return sameDay(d, now) ? time.format(d) : day.format(d);
}

export const clockTime = (iso: string) => time.format(new Date(iso));

/** The day separator's words: Today, Yesterday, or the full date. */
export function dayLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return 'Today';
  if (sameDay(d, new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  return fullDay.format(d);
}

export const dayKey = (iso: string) => new Date(iso).toDateString();

/** 240 KB, 3.4 MB: a file's size as people say it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
