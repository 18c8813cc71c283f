import type { ReactNode } from 'react';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { accountVisibilityLabels } from '../../../../common/cargoes/schemas';
import { charterTypeText, commissionText, freightText, laycanText, quantityText, rateText, stowageText } from '../format';
import { AccountLine } from './account-line';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="text-sm text-navy-900">{children}</dd>
    </div>
  );
}

const placeText = (p: CargoOrder['load']) => (p.kind === 'region' ? `${p.name} (range)` : p.name);

/** The order's terms laid out as a recap reads: one term a line, in the order a broker would read them. */
export function CargoRecap({ cargo: c }: { cargo: CargoOrder }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Row term="Account">
        <AccountLine cargo={c} />
      </Row>
      <Row term="Cargo">
        {c.commodityName}, {quantityText(c)}
      </Row>
      <Row term="Stowage factor">{stowageText(c.stowageFactor)}</Row>
      <Row term="Load">{placeText(c.load)}</Row>
      <Row term="Discharge">{placeText(c.discharge)}</Row>
      <Row term="Laycan">{laycanText(c.laycanFrom, c.laycanTo)}</Row>
      <Row term="Load rate">{rateText(c.loadRateTpd, c.loadTerms)}</Row>
      <Row term="Discharge rate">{rateText(c.dischargeRateTpd, c.dischargeTerms)}</Row>
      <Row term="Charter">{charterTypeText(c.charterType)}</Row>
      <Row term="Freight idea">{freightText(c)}</Row>
      <Row term="Commission">{commissionText(c.commissionPct)}</Row>
      <Row term="Gear">{c.gearNeeded ? 'Geared ship needed' : 'Gearless ship fine'}</Row>
      {c.mine ? <Row term="Company name shown to">{accountVisibilityLabels[c.accountVisibility]}</Row> : null}
      {c.remarks ? (
        <Row term="Remarks">
          <span className="whitespace-pre-line">{c.remarks}</span>
        </Row>
      ) : null}
    </dl>
  );
}
