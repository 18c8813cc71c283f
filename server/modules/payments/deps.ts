import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppDeps } from '../../lib/context';
import type { PaymentProvider } from '../../lib/payment-provider';

/** What payment actions need: the database, the server's clock, the public address, the provider and the release delay. */
export type PaymentDeps = { db: Database; clock: Clock; appUrl: string; provider: PaymentProvider; autoReleaseDays: number };

export const paymentDeps = (d: Pick<AppDeps, 'db' | 'clock' | 'config' | 'payments'>): PaymentDeps => ({
  db: d.db,
  clock: d.clock,
  appUrl: d.config.appUrl,
  provider: d.payments,
  autoReleaseDays: d.config.payments.autoReleaseDays,
});
