import type { ReactNode } from 'react';
import { isRegionCode, regionOf } from '../../../../common/ports/regions';
import { iceClassLabels, speedPairs } from '../../../../common/vessels/particulars';
import { capacityUnits, charterTypeLabels } from '../../../../common/vessels/schemas';
import { countryName } from '../../../../common/vessels/identifiers';
import type { VesselType } from '../../../../common/vessels/vessel-status';
import type { VesselParticulars } from '../api/types';
import { dateText, rateText, typeLabel } from '../format';

const metres = (m: number | null) => (m ? `${m.toLocaleString('en-US', { maximumFractionDigits: 2 })} m` : '—');
const tonnes = (t: number | null) => (t ? `${t.toLocaleString('en-US')} t` : '—');

const figure = (n: number, unit: string) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;
const regionList = (codes: string[]) => codes.map((c) => (isRegionCode(c) ? `${c} (${regionOf(c).name})` : c)).join(', ');

/** Cubic, gear, ice class, speeds, constants and ranges: a row only for what the owner gave (#27). */
function matchingRows(v: VesselParticulars): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    // A bulk carrier's grain and a general cargo ship's bale are the capacity row already.
    ['Grain cubic', v.grainCubicM && v.type !== 'bulkCarrier' ? figure(v.grainCubicM, 'm³') : null],
    ['Bale cubic', v.baleCubicM && v.type !== 'general' ? figure(v.baleCubicM, 'm³') : null],
    ['Holds / hatches', v.holds || v.hatches ? `${v.holds ?? '—'} / ${v.hatches ?? '—'}` : null],
    ['Cranes', v.cranes === 0 ? 'Gearless' : v.cranes ? `${v.cranes} × ${figure(v.craneSwlT ?? 0, 't')} SWL` : null],
    ['Grabs', v.grabs ? `${v.grabs} × ${figure(v.grabCubicM ?? 0, 'm³')}` : null],
    ['Ice class', v.iceClass ? iceClassLabels[v.iceClass] : null],
    ...speedPairs.map(({ speed, consumption, label }): [string, string | null] => {
      const [kn, t] = [v[speed], v[consumption]];
      return [`Speed ${label}`, kn && t ? `${figure(kn, 'kn')} on ${figure(t, 't/day')}` : null];
    }),
    ['Port consumption', v.portConsumptionT ? `${figure(v.portConsumptionT, 't/day')}` : null],
    ['Constants', v.constantsT ? figure(v.constantsT, 't') : null],
    ['Preferred ranges', v.preferredRegions.length ? regionList(v.preferredRegions) : null],
    ['Excluded ranges', v.excludedRegions.length ? regionList(v.excludedRegions) : null],
  ];
  return rows.filter((r): r is [string, ReactNode] => r[1] !== null);
}

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
    ...matchingRows(v),
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
