import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../lib/errors';

/** Seconds a signed webhook stays acceptable (Stripe's default): a replayed old delivery is refused. */
export const WEBHOOK_TOLERANCE_S = 300;

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** The header Stripe sends (and the simulated provider copies): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const signWebhook = (secret: string, body: string, at: Date) => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
};

/**
 * Whether a signature stamped at `t` (unix seconds) lies within WEBHOOK_TOLERANCE_S of the app's clock, on either
 * side. A stamp from the future is as suspect as an old one: a delivery signed ahead of time (a leaked secret, a
 * sender's clock pushed on) would otherwise stay replayable until its stamp came due, however far off; honest clock
 * skew is seconds, well inside the window. NaN (no stamp) is outside.
 */
export const withinWebhookWindow = (t: number, now: Date) => Math.abs(now.getTime() / 1000 - t) <= WEBHOOK_TOLERANCE_S;

/** The `t=` of a Stripe-scheme header as Stripe's library reads it (the last one counts); NaN unless plain digits. */
export function webhookStamp(header: string | undefined): number {
  const stamp =
    (header ?? '')
      .split(',')
      .filter((part) => part.startsWith('t='))
      .at(-1)
      ?.slice(2) ?? '';
  return /^\d+$/.test(stamp) ? Number(stamp) : NaN;
}

export function verifyWebhook(secret: string, body: string, header: string | undefined, now: Date): void {
  const parts = new Map((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[a-f0-9]{64}$/.test(given)) throw new AppError('validation', 'The webhook signature is missing or malformed');
  if (!withinWebhookWindow(t, now)) throw new AppError('validation', 'The webhook signature is too old (or from the future)');
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new AppError('validation', 'The webhook signature does not match');
}
