import { formatMoney } from '../../../../common/money';
import { durationText } from '../../../../common/payments/redelivery';
import { Badge, type BadgeTone } from '../../../components/ui/feedback';
import type { LaytimeSheetView } from '../api/laytime';
import { portTime, zoneName } from './words';

type PortSheet = LaytimeSheetView['ports'][number];
type Counting = PortSheet['periods'][number]['counting'];

const countingWords: Record<Counting, { text: string; tone: BadgeTone }> = {
  before: { text: 'Before laytime', tone: 'gray' },
  laytime: { text: 'Laytime', tone: 'blue' },
  excepted: { text: 'Excepted', tone: 'green' },
  demurrage: { text: 'On demurrage', tone: 'red' },
};

const duration = (minutes: number) => durationText(Math.round(minutes));

/** One port call's periods: when, how long, whether it counted and why; times on the port's clock. */
export function PeriodsTable({ port, timeZone }: { port: PortSheet; timeZone: string }) {
  return (
    <>
      {/* On a phone each period is a block of its own: five columns do not fit 375 px without scrolling sideways. */}
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm sm:hidden" aria-label={`Periods at ${port.port}`}>
        {port.periods.map((p) => (
          <li key={p.from} className="space-y-1 p-3">
            <p className="tabular-nums text-slate-900">
              {portTime(p.from, timeZone)} – {portTime(p.to, timeZone)}
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={countingWords[p.counting].tone}>{countingWords[p.counting].text}</Badge>
              <span className="tabular-nums text-slate-700">{duration(p.minutes)}</span>
            </p>
            <p className="text-slate-600">{p.reason}</p>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 sm:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            Periods at {port.port}, times in {zoneName(timeZone)}
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                To
              </th>
              <th scope="col" className="px-3 py-2">
                Duration
              </th>
              <th scope="col" className="px-3 py-2">
                Counted as
              </th>
              <th scope="col" className="px-3 py-2">
                Reason
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {port.periods.map((p) => (
              <tr key={p.from} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{portTime(p.from, timeZone)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{portTime(p.to, timeZone)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{duration(p.minutes)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Badge tone={countingWords[p.counting].tone}>{countingWords[p.counting].text}</Badge>
                </td>
                <td className="px-3 py-2 text-slate-700">{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className={strong ? 'font-semibold text-navy-900 tabular-nums' : 'text-slate-900 tabular-nums'}>{value}</dd>
    </div>
  );
}

/** The voyage's time allowed, used and on demurrage or saved, and what it comes to in money. */
export function SheetTotals({ sheet, currency }: { sheet: LaytimeSheetView; currency: string }) {
  const used = sheet.laytimeMinutes + sheet.demurrageMinutes;
  const result =
    sheet.balance > 0
      ? `Demurrage owed to owners: ${formatMoney(sheet.balance, currency)}`
      : sheet.balance < 0
        ? `Despatch owed to charterers: ${formatMoney(-sheet.balance, currency)}`
        : 'Neither demurrage nor despatch is owed';
  const scope = sheet.ports.length > 1 ? `the voyage (${sheet.ports.length} ports${sheet.reversible ? ', reversible' : ''})` : sheet.ports[0]?.port;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-navy-900">Totals for {scope}</h3>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        <Row term="Time allowed" value={duration(sheet.allowedMinutes)} />
        <Row term="Time used" value={duration(used)} />
        {sheet.demurrageMinutes > 0 || !sheet.savedMinutes ? <Row term="Time on demurrage" value={duration(sheet.demurrageMinutes)} /> : null}
        {sheet.savedMinutes > 0 ? <Row term="Time saved" value={duration(sheet.savedMinutes)} /> : null}
        {sheet.demurrage > 0 && sheet.despatch > 0 ? (
          <>
            <Row term="Demurrage" value={formatMoney(sheet.demurrage, currency)} />
            <Row term="Despatch" value={formatMoney(sheet.despatch, currency)} />
          </>
        ) : null}
      </dl>
      <p className="mt-3 border-t border-slate-300 pt-3 font-semibold text-navy-900">{result}</p>
    </div>
  );
}
