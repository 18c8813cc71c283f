import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { freightForTce, WEATHER_MARGIN_PCT, type VoyageEstimateInput } from '../../../../common/cargoes/voyage-estimate';
import type { ShipMatch } from '../../../../common/matching/api';
import { minorFromText } from '../../../../common/payments/money';
import { Input } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { daysText, perTonneText, tceText, tonnesText, usdText } from '../format';

type Estimate = NonNullable<ShipMatch['estimate']>;
type EstimateInput = NonNullable<ShipMatch['estimateInput']>;

/**
 * The voyage estimate behind a match's TCE, folded away until asked for: days, bunkers, port costs, canal dues,
 * freight, commission, net and TCE, in the order a broker adds them up by hand, with the target-TCE solver below.
 */
export function EstimateBreakdown({ estimate, input, label }: { estimate: Estimate; input: EstimateInput | null; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-sea-700 hover:text-sea-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        aria-label={`${open ? 'Hide' : 'Show'} the voyage estimate for ${label}`}
      >
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {open ? 'Hide' : 'Show'} voyage estimate
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-3 grid gap-4 lg:grid-cols-2">
        <EstimateTable estimate={estimate} />
        <div className="space-y-3">
          {estimate.voyageCostsPaidBy === 'charterer' ? (
            <p className="text-sm text-slate-600">
              A trip time charter: the charterer pays bunkers, port costs and canal dues, so the TCE is the hire less commission.
            </p>
          ) : input ? (
            <TargetTce input={input} />
          ) : null}
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

const Row = ({ label, qty, amount, strong }: { label: ReactNode; qty?: ReactNode; amount?: ReactNode; strong?: boolean }) => (
  <tr className={cn('border-t border-slate-100', strong && 'font-semibold text-navy-900')}>
    <th scope="row" className="py-1 pr-3 text-left font-normal">
      {label}
    </th>
    <td className="py-1 pr-3 text-right tabular-nums">{qty}</td>
    <td className="py-1 text-right tabular-nums">{amount}</td>
  </tr>
);
const Heading = ({ children }: { children: ReactNode }) => (
  <tr>
    <th colSpan={3} scope="colgroup" className="pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
      {children}
    </th>
  </tr>
);

function EstimateTable({ estimate: e }: { estimate: Estimate }) {
  const d = e.days;
  const owner = e.voyageCostsPaidBy === 'owner';
  return (
    <table className="w-full text-sm text-slate-700">
      <caption className="sr-only">Voyage estimate at {e.speed} speed</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Days or tonnes</th>
          <th scope="col">USD</th>
        </tr>
      </thead>
      <tbody>
        <Heading>Days ({e.speed} speed)</Heading>
        <Row label="Ballast" qty={daysText(d.ballast)} />
        <Row label="Laden" qty={daysText(d.laden)} />
        <Row label={`Weather margin (${WEATHER_MARGIN_PCT}%)`} qty={daysText(d.weather)} />
        <Row label="At sea" qty={daysText(d.sea)} strong />
        <Row label="Loading" qty={daysText(d.load)} />
        <Row label="Discharging" qty={daysText(d.discharge)} />
        <Row label="Canal" qty={daysText(d.canal)} />
        <Row label="Waiting for the laycan" qty={daysText(d.waiting)} />
        <Row label="In port" qty={daysText(d.port)} strong />
        <Row label="Voyage" qty={daysText(d.total)} strong />
        <Heading>Bunkers at {perTonneText(e.bunkers.priceCentsPerT)}</Heading>
        <Row label="At sea" qty={tonnesText(e.bunkers.seaT)} amount={usdText(e.bunkers.seaCents)} />
        <Row label="In port" qty={tonnesText(e.bunkers.portT)} amount={usdText(e.bunkers.portCents)} />
        <Row label="Bunkers" qty={tonnesText(e.bunkers.seaT + e.bunkers.portT)} amount={usdText(e.bunkers.totalCents)} strong />
        <Heading>Costs ({owner ? 'the owner’s' : 'the charterer’s'})</Heading>
        <Row label="Port costs, load" amount={usdText(e.portCostsCents.load)} />
        <Row label="Port costs, discharge" amount={usdText(e.portCostsCents.discharge)} />
        <Row label="Canal dues" amount={usdText(e.canalDuesCents)} />
        <Row label="Voyage costs" amount={usdText(e.voyageCostsCents)} strong />
        <Heading>Result</Heading>
        {e.grossCents === null ? (
          <Row label="Freight" amount="Open: no freight idea" />
        ) : (
          <>
            <Row label={owner ? 'Gross freight' : 'Hire for the trip'} amount={usdText(e.grossCents)} />
            <Row label="Commission" amount={`− ${usdText(e.commissionCents ?? 0)}`} />
            {owner ? <Row label="Voyage costs" amount={`− ${usdText(e.voyageCostsCents)}`} /> : null}
            <Row label="Net" amount={usdText(e.netCents ?? 0)} strong />
            <Row label="TCE" amount={e.tceCentsPerDay === null ? '—' : `${usdText(e.tceCentsPerDay)}/day`} strong />
          </>
        )}
      </tbody>
    </table>
  );
}

/** The owner types the TCE they want; the freight per tonne that earns it is solved here, in the browser. */
function TargetTce({ input }: { input: EstimateInput }) {
  const id = useId();
  const [text, setText] = useState('');
  const target = text.trim() ? minorFromText(text, 'USD') : null;
  let answer: ReactNode = null;
  if (target !== null && Number.isNaN(target)) answer = 'Type the TCE in US dollars a day, e.g. 15,000';
  else if (target !== null) {
    // The server ran the estimate on exactly this input, so the solver agrees with the TCE shown above it.
    const freight = solve(input as VoyageEstimateInput, target);
    answer = freight === null ? 'No freight per tonne gives it: nothing is loaded' : `Freight for ${tceText(target)}: ${perTonneText(freight)}`;
  }
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Target TCE (USD/day)
      </label>
      <Input id={id} inputMode="decimal" className="mt-1.5 w-40" value={text} onChange={(e) => setText(e.target.value)} placeholder="15,000" />
      <p aria-live="polite" className="mt-2 text-sm font-semibold text-navy-900">
        {answer}
      </p>
    </div>
  );
}

function solve(input: VoyageEstimateInput, target: number) {
  try {
    return freightForTce(input, target);
  } catch {
    return null;
  }
}
