import type { Context } from 'hono';
import { requireUser } from '../../auth/guard';
import type { AppEnv, CurrentUser } from '../../lib/context';
import { paymentDeps, type PaymentDeps } from './deps';
import { paymentView } from './read';

/** Runs an action on one payment as the signed-in caller, then answers the payment as it now is. */
export async function actOnPayment(c: Context<AppEnv>, paymentId: string, act: (d: PaymentDeps, user: CurrentUser) => Promise<unknown>) {
  const d = paymentDeps(c.get('deps'));
  const user = requireUser(c);
  await act(d, user);
  return { payment: await paymentView(d.db, paymentId, d.clock.now(), user) };
}
