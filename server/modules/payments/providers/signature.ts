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

export function verifyWebhook(secret: string, body: string, header: string | undefined, now: Date): void {
  const parts = new Map((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[a-f0-9]{64}$/.test(given)) throw new AppError('validation', 'The webhook signature is missing or malformed');
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) throw new AppError('validation', 'The webhook signature is too old (or from the future)');
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new AppError('validation', 'The webhook signature does not match');
}
