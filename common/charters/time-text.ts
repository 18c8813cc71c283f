/** "17:00 UTC on 3 March": how the server names an instant in its messages (the app shows each viewer's zone). */
export function utcText(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const time = d.toISOString().slice(11, 16);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(d);
  return `${time} UTC on ${day}`;
}

/** "17:00 Europe/London, 3 Mar" style: an instant in a named zone, as a deadline is stated by its sender. */
export function zonedText(at: string, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(new Date(at));
}
