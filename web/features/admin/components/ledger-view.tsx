import { formatAmount } from '../../../../common/payments/money';
import { Alert, Badge, Skeleton } from '../../../components/ui/feedback';
import { useDealLedger } from '../api/payments';

const accountNames: Record<string, string> = {
  charterer: 'Charterer',
  escrow: 'Escrow',
  owner_payable: 'Owner payable',
  paid_out: 'Paid to the owner’s bank',
  refunds: 'Refunds',
  provider_fees: 'Provider fees',
  operating: 'Fairlead operating',
};
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A deal's ledger: account balances (derived from the transfers) and every transfer, oldest first. */
export function LedgerView({ dealId }: { dealId: string }) {
  const ledger = useDealLedger(dealId);
  if (ledger.isPending) return <Skeleton className="h-40 rounded-lg" />;
  if (ledger.error) return <Alert>{ledger.error.message}</Alert>;
  const { accounts, transfers } = ledger.data;
  return (
    <div className="space-y-4 text-sm">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {accounts.map((a) => (
          <div key={a.id} className="rounded-lg border border-slate-200 p-2">
            <p className="text-xs text-slate-600">{accountNames[a.kind]}</p>
            <p className="font-semibold tabular-nums text-navy-900">{formatAmount(a.posted, a.currency)}</p>
            {a.pending ? <p className="text-xs text-slate-600">pending {formatAmount(a.pending, a.currency)}</p> : null}
          </div>
        ))}
      </div>
      <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">Transfers</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th className="px-2 py-1.5">When</th>
              <th className="px-2 py-1.5">From → to</th>
              <th className="px-2 py-1.5 text-right">Amount</th>
              <th className="px-2 py-1.5">State</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {transfers.map((t) => (
              <tr key={t.id}>
                <td className="whitespace-nowrap px-2 py-1.5">{when(t.at)}</td>
                <td className="px-2 py-1.5">
                  {accountNames[t.debit]} → {accountNames[t.credit]}
                  <span className="block text-xs text-slate-600">{t.memo}</span>
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(t.amount, t.currency)}</td>
                <td className="px-2 py-1.5">
                  <Badge tone={t.status === 'posted' ? (t.pendingId ? 'green' : 'blue') : t.status === 'voided' ? 'gray' : 'yellow'}>
                    {t.pendingId ? `${t.status} (resolves a hold)` : t.status}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
