import { sql } from 'drizzle-orm';
import { finalStates } from '../../../common/payments/payment-process';
import { charters } from '../../db/schema';

/**
 * A charter's payment status in one word, read from its instalments (the one payment state), never stored twice:
 * no schedule yet, due, in escrow, on hold, failed, or paid out.
 */
export const charterPaymentStatus = sql<string>`(
  select case
    when count(*) = 0 then 'no schedule'
    when bool_or(p.status = 'on_hold') then 'on hold'
    when bool_or(p.status = 'failed') then 'failed'
    when bool_and(p.status in (${sql.raw(finalStates.map((s) => `'${s}'`).join(', '))})) then 'paid out'
    when bool_or(p.status in ('held', 'pending')) then 'in escrow'
    else 'due' end
  from payments p where p.charter_id = ${charters.id})`;
