/** A calendar date (ISO) as the member reads it: 31 January 2027. */
export const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const statusTone = { draft: 'gray', submitted: 'blue', more_info_requested: 'yellow', approved: 'green', rejected: 'red' } as const;

export const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);
