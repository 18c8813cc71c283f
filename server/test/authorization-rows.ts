import type { World } from './authorization-world';

// The policy table's vocabulary (server/auth/authorization.test.ts): who each column is, and the usual rows.

export type Outcome = 'ok' | 401 | 403 | 404;
export type Row = [anonymous: Outcome, charterer: Outcome, otherCharterer: Outcome, owner: Outcome, otherOwner: Outcome, admin: Outcome];
export type Call = { path?: (w: World) => string; body?: (w: World) => unknown; upload?: boolean; stream?: boolean };

export const everyone: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
export const members: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok'];
export const adminsOnly: Row = [401, 403, 403, 403, 403, 'ok'];
export const ownersOnly: Row = [401, 403, 403, 'ok', 'ok', 403];
export const vesselEditors: Row = [401, 403, 403, 'ok', 404, 'ok'];
/** The deal's two parties negotiate it; another charterer or owner does not know it exists; an admin reads but never negotiates. */
export const dealParties: Row = [401, 'ok', 404, 'ok', 404, 403];
export const reason = { reason: 'Class certificate under review' };
export type PolicyRows = Record<string, [Row, Call?]>;
