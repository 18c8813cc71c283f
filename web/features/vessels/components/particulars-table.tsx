import type { ReactNode } from 'react';
import { capacityUnits, charterTypeLabels } from '../../../../common/vessels/schemas';
import { countryName } from '../../../../common/vessels/identifiers';
import type { VesselType } from '../../../../common/vessels/vessel-status';
import type { VesselParticulars } from '../api/types';
import { dateText, rateText, typeLabel } from '../format';

const metres = (m: number | null) => (m ? `${m.toLocaleString('en-US', { maximumFractionDigits: 2 })} m` : '—');
const tonnes = (t: number | null) => (t ? `${t.toLocaleString('en-US')} t` : '—');

/** The ship's particulars, the way a charterer reads a ship description: identity, dimensions, cover, terms. */
export function ParticularsTable({ v }: { v: VesselParticulars }) {
  const unit = capacityUnits[v.type as VesselType];
  const rows: [string, ReactNode][] = [
    ['IMO number', v.imo ? `IMO ${v.imo}` : '—'],
    ['MMSI', v.mmsi ?? '—'],
    ['Call sign', v.callSign ?? '—'],
    ['Flag', v.flag ? `${countryName(v.flag)} (${v.flag})` : '—'],
    ['Type', typeLabel(v.type)],
    ['Year built', v.buildYear],
    ['Length overall (LOA)', metres(v.lengthM)],
    ['Beam', metres(v.beamM)],
    ['Summer draught', metres(v.draughtM)],
    ['Deadweight', tonnes(v.deadweightT)],
    [unit?.label ?? 'Capacity', `${v.capacity.toLocaleString('en-US')} ${unit?.unit ?? ''}`.trim()],
    ['Class society', v.classSociety ?? '—'],
    ['P&I club', v.piClub ? (v.piExpiry ? `${v.piClub}, cover until ${dateText(v.piExpiry)}` : v.piClub) : '—'],
    ['Charter types offered', v.charterTypes.map((t) => charterTypeLabels[t as keyof typeof charterTypeLabels] ?? t).join(', ') || '—'],
    ['Indicative rate', rateText(v.ratePerDay, v.rateCurrency)],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Particulars of {v.name}</caption>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-2/5 py-2.5 pr-4 text-left align-top font-medium text-slate-600">
              {label}
            </th>
            <td className="py-2.5 align-top break-words text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
