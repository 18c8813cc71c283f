/** Who fires a lifecycle event: one of the two parties, an admin, or the server itself (a deadline, a webhook). */
export type Actor = 'charterer' | 'owner' | 'admin' | 'system';
/** The two sides of a deal. */
export type Party = 'owner' | 'charterer';
