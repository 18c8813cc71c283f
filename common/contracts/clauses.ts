import { formatMoney } from '../money';
import { charterPartyForm, commissionClause, freightPayment, portName, type PortNames } from '../charters/agreed-text';
import type { Terms, TimeTerms, VoyageTerms } from '../charters/terms';
import { countryName } from '../vessels/identifiers';
import { sentence } from '../sentence';

/**
 * Fairlead's own charter-party clauses, written for the platform in plain English. They follow the order and
 * subjects brokers expect of a voyage charter and a time charter, but none of the standard forms' wording is used,
 * and the charter says so: it is "Fairlead voyage (or time) charter terms", never GENCON or NYPE. The recap's terms
 * are filled in (ports by name, the flag by country); the parties may amend any clause and add riders.
 */
export type Parties = {
  owner: string;
  charterer: string;
  vessel: { name: string; imo: string | null; flag: string | null; deadweightT: number | null };
  /** Names of the ports the terms name, by UN/LOCODE (from the ports table); a code not there is written "FR URO". */
  portNames?: PortNames;
};
export type Clause = { key: string; title: string; body: string };

const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en-GB');
const num = (n: number) => n.toLocaleString('en-GB');
const date = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const vesselLine = (p: Parties) =>
  [
    `the ${p.vessel.name}`,
    p.vessel.imo ? `IMO ${p.vessel.imo}` : null,
    p.vessel.flag ? `${countryName(p.vessel.flag)} flag` : null,
    p.vessel.deadweightT ? `${num(p.vessel.deadweightT)} mt deadweight` : null,
  ]
    .filter(Boolean)
    .join(', ');

function voyageClauses(t: VoyageTerms, p: Parties): Clause[] {
  const port = (code: string) => portName(code, p.portNames);
  const freight =
    t.freightBasis === 'lump_sum'
      ? `a lump sum of ${money(t.freightRate, t.currency)}`
      : `${money(t.freightRate, t.currency)} per metric tonne of cargo loaded as stated in the bills of lading`;
  return [
    {
      key: 'parties',
      title: 'Parties and vessel',
      body: `This charter, on ${charterPartyForm(t)}, is made between ${p.owner} (the Owners) and ${p.charterer} (the Charterers) for ${vesselLine(p)} (the Vessel). The Owners warrant that the Vessel's particulars shown on Fairlead are correct at the date of this charter.`,
    },
    {
      key: 'voyage',
      title: 'The voyage',
      body: `The Vessel shall proceed to ${port(t.loadPort)}, or so near as she may safely get and lie always afloat, load a full and complete cargo of ${t.cargo}, ${num(t.quantityT)} metric tonnes ${t.tolerancePct}% more or less in ${t.toleranceOption === 'MOLOO' ? "the Owners' option" : "the Charterers' option"}, and carry it to ${port(t.dischargePort)}, where she shall deliver it.`,
    },
    {
      key: 'laycan',
      title: 'Laydays and cancelling',
      body: `Laytime shall not count before ${date(t.laycanFrom)}. If the Vessel has not tendered notice of readiness by ${date(t.laycanTo)}, the Charterers may cancel this charter by written notice given within 48 hours of that date. The Owners shall tell the Charterers without delay if they expect the Vessel to miss the cancelling date.`,
    },
    { key: 'freight', title: 'Freight', body: freightClause(t, freight) },
    {
      key: 'laytime',
      title: 'Laytime',
      body: `The cargo shall be loaded at ${num(t.loadRateTpd)} metric tonnes and discharged at ${num(t.dischargeRateTpd)} metric tonnes per weather working day, ${t.laytimeTerms === 'SHINC' ? 'Sundays and holidays included' : 'Sundays and holidays excepted, unless used'}. Time counts from 6 hours after a valid notice of readiness is tendered in office hours, the Vessel being in all respects ready and free in pratique.`,
    },
    {
      key: 'demurrage',
      title: 'Demurrage and despatch',
      body: `Demurrage is payable at ${money(t.demurragePerDay, t.currency)} per day, and pro rata for part of a day, for all time used beyond the laytime.${t.despatchPerDay ? ` Despatch is payable at ${money(t.despatchPerDay, t.currency)} per day, pro rata, on laytime saved.` : ' No despatch is payable.'} Claims must be presented with supporting documents within 90 days of completion of discharge.`,
    },
    {
      key: 'cargo-handling',
      title: 'Cargo handling',
      body: 'The cargo shall be brought alongside, loaded, stowed, trimmed and discharged by the Charterers at their risk and expense, free of expense to the Vessel. Stevedores are appointed by the Charterers; damage they cause shall be settled directly between the Owners and the stevedores, the Charterers assisting.',
    },
    {
      key: 'owners-responsibility',
      title: "Owners' responsibility",
      body: 'The Owners are responsible for loss of or damage to the cargo, or delay in delivering it, only where caused by want of due diligence by the Owners or their manager to make the Vessel seaworthy and properly manned, equipped and supplied, or by their own act or default. The Hague-Visby Rules apply to bills of lading issued under this charter.',
    },
    {
      key: 'deviation',
      title: 'Deviation',
      body: 'The Vessel may call at any port for bunkers and may deviate to save life or property. Any other deviation needs the written consent of the Charterers.',
    },
    {
      key: 'lien',
      title: 'Lien',
      body: 'The Owners have a lien on the cargo and on sub-freights for freight, deadfreight, demurrage and general average contributions due under this charter.',
    },
    {
      key: 'bills-of-lading',
      title: 'Bills of lading',
      body: "The Master shall sign bills of lading as presented, in conformity with mate's receipts, without prejudice to this charter. The Charterers indemnify the Owners against any consequence of signing bills of lading that impose more onerous obligations than this charter.",
    },
    {
      key: 'agents',
      title: 'Agents',
      body: 'At the loading port and at the discharging port the Vessel shall be attended by agents nominated by the Charterers and appointed by the Owners at customary fees.',
    },
    {
      key: 'general-average',
      title: 'General average',
      body: 'General average shall be adjusted in London under the York-Antwerp Rules 2016. The cargo shall pay its share of the general average even if caused by the negligence of the Owners’ servants.',
    },
    {
      key: 'war-ice',
      title: 'War risks and ice',
      body: 'The Vessel shall not be ordered to or kept in any port or area where, in the reasonable judgement of the Master or the Owners, she, her crew or her cargo would be exposed to war risks, or where ice prevents her from entering or leaving safely. In such a case the Charterers shall name another safe port.',
    },
    ...closing(t),
  ];
}

function timeClauses(t: TimeTerms, p: Parties): Clause[] {
  const port = (code: string) => portName(code, p.portNames);
  const period = `${num(t.periodDays)} days${t.periodToleranceDays ? `, ${num(t.periodToleranceDays)} days more or less in the Charterers' option` : ''}`;
  return [
    {
      key: 'parties',
      title: 'Parties and vessel',
      body: `This time charter, on ${charterPartyForm(t)}, is made between ${p.owner} (the Owners) and ${p.charterer} (the Charterers) for ${vesselLine(p)} (the Vessel). The Owners warrant that the Vessel's particulars shown on Fairlead are correct on delivery.`,
    },
    {
      key: 'period',
      title: 'Period and trading',
      body: `The Owners let and the Charterers hire the Vessel for ${period}, from the time of delivery, to be employed in lawful trades within these limits: ${sentence(t.tradingLimits)}`,
    },
    {
      key: 'delivery',
      title: 'Delivery',
      body: `The Vessel shall be delivered at ${port(t.deliveryPort)}, at any time day or night, Sundays and holidays included, not before ${date(t.laycanFrom)}. If she is not delivered by ${date(t.laycanTo)} the Charterers may cancel this charter by written notice given within 48 hours of that date.`,
    },
    {
      key: 'redelivery',
      title: 'Redelivery',
      body: `The Vessel shall be redelivered at ${port(t.redeliveryPort)} in like good order and condition as on delivery, ordinary wear and tear excepted. The Charterers shall give the Owners 15, 10 and 5 days' notice of the expected date and place of redelivery.`,
    },
    {
      key: 'hire',
      title: 'Hire and payment',
      body: `Hire is ${money(t.hirePerDay, t.currency)} per day, and pro rata for part of a day, from delivery to redelivery, payable 15 days in advance in ${t.currency}${t.addressCommissionPct ? ', less the address commission agreed below' : ''}. If hire is not paid when due, the Owners may, after giving the Charterers three banking days' written notice, withdraw the Vessel or suspend performance.`,
    },
    {
      key: 'owners-provide',
      title: 'Owners to provide',
      body: "The Owners shall provide and pay for the crew, their wages and victualling, the Vessel's insurance, stores, lubricants, maintenance and class, and shall keep the Vessel in a thoroughly efficient state throughout the charter.",
    },
    {
      key: 'charterers-provide',
      title: 'Charterers to provide',
      body: 'The Charterers shall provide and pay for all fuel except as otherwise agreed, port charges, pilotages, towage, agencies, canal dues and all costs of loading and discharging cargo.',
    },
    {
      key: 'bunkers',
      title: 'Bunkers',
      body: 'The Charterers shall take over and pay for the fuel on board at delivery, and the Owners for the fuel on board at redelivery, at the prices actually paid, the quantities being about the same at both ends. Fuel shall meet ISO 8217 and the emission rules of the areas traded.',
    },
    {
      key: 'performance',
      title: 'Speed and consumption',
      body: 'The Owners warrant the Vessel’s speed and consumption as described on Fairlead, in good weather up to Beaufort force 4 and Douglas sea state 3. Underperformance shall be settled against hire on the basis of a weather routing report.',
    },
    {
      key: 'off-hire',
      title: 'Off-hire',
      body: 'Hire stops for time lost through deficiency of crew or stores, breakdown of machinery, damage to hull, dry-docking, or any other cause preventing the full working of the Vessel, and starts again when she is once more able to work from the position where the time was lost.',
    },
    {
      key: 'master',
      title: 'Master and employment',
      body: 'The Master shall prosecute all voyages with utmost despatch and, although appointed by the Owners, shall be under the orders of the Charterers as regards employment and agency. The Charterers indemnify the Owners against the consequences of signing bills of lading on their orders.',
    },
    {
      key: 'safe-ports',
      title: 'Safe ports',
      body: 'The Vessel shall be employed only between safe ports and safe berths where she can always lie safely afloat. The Charterers shall not order her to any place where war risks, ice or sanctions prevent her from going safely and lawfully.',
    },
    {
      key: 'lien',
      title: 'Lien',
      body: 'The Owners have a lien on all cargoes and sub-hires and sub-freights belonging to the Charterers for any amounts due under this charter. The Charterers shall not allow any lien to be created on the Vessel.',
    },
    {
      key: 'general-average',
      title: 'General average',
      body: 'General average shall be adjusted in London under the York-Antwerp Rules 2016. Hire shall not contribute to general average.',
    },
    ...closing(t),
  ];
}

/** Freight as the recap agreed it: the share due on bills of lading (BBB) and when the balance is due. */
function freightClause(t: VoyageTerms, freight: string): string {
  const { bblPct, balanceDays } = freightPayment(t);
  const due =
    bblPct === 100
      ? 'The freight is payable in full within 3 banking days after signing/releasing bills of lading (BBB).'
      : `${bblPct}% of the freight is payable within 3 banking days after signing/releasing bills of lading (BBB), and the balance within ${balanceDays} days of completion of discharge.`;
  const less = t.addressCommissionPct ? ' less the address commission agreed below,' : '';
  return `Freight is ${freight}, in ${t.currency},${less} earned on loading, discountless and non-returnable, Vessel and/or cargo lost or not lost. ${due} Freight is paid into the escrow Fairlead holds for this charter.`;
}

/** The clauses both charter types end with: sanctions, law, commission, and what else the recap agreed. */
const closing = (t: Terms): Clause[] => [
  {
    key: 'sanctions',
    title: 'Sanctions',
    body: 'Neither party shall perform any part of this charter in a way that would breach sanctions of the United Nations, the European Union, the United Kingdom or the United States applying to either party. The Owners may refuse an order that would.',
  },
  {
    key: 'law',
    title: 'Law and disputes',
    body: `This charter is governed by ${t.law}. Any dispute shall first be raised in writing with the other party; if not settled within 30 days it may be referred to arbitration accordingly.`,
  },
  { key: 'commission', title: 'Commission', body: commissionClause(t) },
  ...(t.remarks ? [{ key: 'remarks', title: 'Further terms agreed in the recap', body: t.remarks }] : []),
];

/** Version 1 of a charter party: the clause set for the charter type with the recap's terms written in. */
export function draftClauses(t: Terms, p: Parties): Clause[] {
  return t.charterType === 'voyage' ? voyageClauses(t, p) : timeClauses(t, p);
}
