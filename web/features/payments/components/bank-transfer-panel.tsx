import { Check, Copy, Landmark } from 'lucide-react';
import { useState } from 'react';
import type { Party } from '../../../../common/charters/deal-process';
import type { BankTransferView } from '../../../../common/payments/funding';
import { formatAmount } from '../../../../common/payments/money';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { RecordTransferForm } from './record-transfer-form';

/** An IBAN as banks print it: groups of four, so it is read and typed without losing a character. */
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      className="px-2"
      aria-label={`Copy the ${label}`}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? <Check aria-hidden className="size-4 text-emerald-700" /> : <Copy aria-hidden className="size-4" />}
      <span className="sr-only" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </Button>
  );
}

/**
 * An instalment funded by bank transfer (#25): where to send the money, the reference to quote, and what has arrived.
 * The charterer sees the instructions; the owner sees the progress; in test mode an admin records the bank's receipts.
 */
export function BankTransferPanel({
  transfer: t,
  me,
  isAdmin,
  testMode,
  dealId,
}: {
  transfer: BankTransferView;
  me: Party | null;
  isAdmin: boolean;
  testMode: boolean;
  dealId: string;
}) {
  const money = (minor: number) => formatAmount(minor, t.instructions.currency);
  const i = t.instructions;
  const rows: [string, string, boolean][] = [
    ['Account holder', i.accountHolder, false],
    ['Bank', i.bankName, false],
    ...(i.iban ? [['IBAN', grouped(i.iban), true] as [string, string, boolean]] : []),
    ...(i.bic ? [['BIC / SWIFT', i.bic, true] as [string, string, boolean]] : []),
    ...(i.accountNumber ? [['Account number', i.accountNumber, true] as [string, string, boolean]] : []),
    ...(i.routingNumber ? [['Routing number', i.routingNumber, true] as [string, string, boolean]] : []),
  ];
  const received = t.receipts.length;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-navy-900">
        <Landmark aria-hidden className="size-4 text-sea-700" />
        {t.state === 'awaiting'
          ? me === 'charterer'
            ? `Send ${money(t.remaining)} by bank transfer`
            : 'Paying by bank transfer'
          : t.state === 'complete'
            ? 'Paid by bank transfer'
            : 'Bank transfer ended'}
      </h4>
      {t.state === 'awaiting' && (me === 'charterer' || isAdmin) ? (
        <>
          <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
            {rows.map(([label, value, copy]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600 sm:flex sm:min-h-8 sm:items-center">{label}</dt>
                <dd className="flex min-h-8 items-center gap-1 font-medium text-slate-900">
                  <span className={copy ? 'whitespace-nowrap font-mono text-[13px] sm:text-sm' : ''}>{value}</span>
                  {copy ? <CopyButton text={value.replace(/\s/g, '')} label={label} /> : null}
                </dd>
              </div>
            ))}
            <dt className="text-slate-600 sm:flex sm:min-h-8 sm:items-center">Reference</dt>
            <dd className="flex items-center gap-1">
              <span className="rounded bg-white px-2 py-0.5 font-mono text-base font-semibold tracking-wider text-navy-900 ring-1 ring-slate-300">
                {i.reference}
              </span>
              <CopyButton text={i.reference} label="reference" />
            </dd>
            <dt className="text-slate-600 sm:flex sm:min-h-8 sm:items-center">Amount</dt>
            <dd className="flex min-h-8 items-center font-semibold tabular-nums text-slate-900">
              {money(t.remaining)}
              {t.applied ? ` (of ${money(i.amount)})` : ''}
            </dd>
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            Quote the reference exactly: it is how the escrow bank matches your money to this instalment. It may take one to three working days to
            arrive. The instalment is held in escrow once all of it is in; part of it waits here for the rest.
          </p>
        </>
      ) : null}
      {received ? (
        <div className="mt-3">
          <p className="text-sm text-slate-700">
            Received {money(t.applied)} of {money(i.amount)} with reference <span className="font-mono">{i.reference}</span>
            {t.remaining ? `: ${money(t.remaining)} still to come.` : '.'}
          </p>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
            {t.receipts.map((r) => (
              <li key={r.receivedAt + r.amount} className="tabular-nums">
                {day(r.receivedAt)}: {money(r.amount)}
                {r.excess ? ` (${money(r.excess)} beyond the instalment)` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : t.state === 'awaiting' && me === 'owner' ? (
        <p className="mt-2 text-sm text-slate-700">Nothing has arrived yet. You are told when the money is held in escrow.</p>
      ) : null}
      {t.excess ? (
        <Alert tone="info" className="mt-3">
          {money(t.excess)} more than due arrived. It is not held in escrow: it is returned to the account it came from.
        </Alert>
      ) : null}
      {testMode && isAdmin && t.state !== 'ended' ? (
        <RecordTransferForm dealId={dealId} reference={i.reference} currency={i.currency} remaining={t.remaining} />
      ) : null}
    </div>
  );
}
