// The matching benchmark's data, on top of the search benchmark's (search-data.ts): every vessel gets an open
// position in the coming weeks at a port or region brokers trade from, a deadweight of its type's usual classes and
// the particulars matching reads (speeds and consumptions, cubic, cranes on the smaller bulk carriers); 20,000 open
// cargo orders are posted along the trades that carry each commodity. Then the orders and ships the benchmark asks
// about: wheat ECSA → CJK for one charterer, Supramaxes open in ECSA for one owner.
import type pg from 'pg';
import { commodities } from '../../common/cargoes/commodities';
import { portsOfRegion, regions, type RegionCode } from '../../common/ports/regions';
import { regionsOfPlace } from '../../server/modules/cargoes/places';

/** A deterministic stream of numbers in [0, 1), so every run generates the same market. */
function randomStream(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type Trade = { commodities: string[]; weight: number; load: RegionCode[]; discharge: RegionCode[]; minT: number; maxT: number };

/** The trades the orders follow, weighed roughly as the dry and wet markets' fixture lists are. */
const trades: Trade[] = [
  {
    commodities: ['wheat', 'corn', 'soybeans', 'barley', 'grain', 'soybean meal'],
    weight: 25,
    load: ['ECSA', 'USG', 'NOPAC', 'BSEA', 'ECAUS'],
    discharge: ['CJK', 'SEA', 'MED', 'PG', 'RSEA'],
    minT: 25_000,
    maxT: 70_000,
  },
  {
    commodities: ['coal'],
    weight: 15,
    load: ['ECAUS', 'SEA', 'SAF', 'USEC', 'NOPAC'],
    discharge: ['CJK', 'WCI', 'ECI', 'CONT'],
    minT: 50_000,
    maxT: 180_000,
  },
  { commodities: ['iron ore'], weight: 10, load: ['WCAUS', 'ECSA', 'SAF'], discharge: ['CJK', 'CONT'], minT: 150_000, maxT: 180_000 },
  {
    commodities: ['steel coils', 'steel products'],
    weight: 10,
    load: ['CJK', 'BSEA', 'CONT'],
    discharge: ['USG', 'MED', 'WAF', 'PG'],
    minT: 5_000,
    maxT: 30_000,
  },
  { commodities: ['fertilizer'], weight: 8, load: ['BALTIC', 'PG', 'BSEA', 'USG'], discharge: ['ECSA', 'WCI', 'SEA'], minT: 10_000, maxT: 40_000 },
  { commodities: ['sugar', 'rice'], weight: 5, load: ['ECSA', 'SEA'], discharge: ['WAF', 'PG', 'ECI', 'SEA'], minT: 25_000, maxT: 55_000 },
  {
    commodities: ['clinker', 'cement', 'gypsum', 'limestone'],
    weight: 5,
    load: ['MED', 'SEA', 'PG'],
    discharge: ['WAF', 'PG', 'ECI'],
    minT: 10_000,
    maxT: 50_000,
  },
  {
    commodities: ['petcoke', 'bauxite', 'scrap', 'wood pellets'],
    weight: 5,
    load: ['USG', 'WAF', 'USEC', 'CONT'],
    discharge: ['CJK', 'WCI', 'MED', 'CONT'],
    minT: 20_000,
    maxT: 70_000,
  },
  {
    commodities: ['gasoil', 'gasoline', 'jet fuel', 'naphtha'],
    weight: 10,
    load: ['USG', 'PG', 'CONT', 'SEA'],
    discharge: ['WAF', 'ECSA', 'CONT', 'MED'],
    minT: 30_000,
    maxT: 40_000,
  },
  { commodities: ['crude oil'], weight: 5, load: ['PG', 'WAF', 'USG'], discharge: ['CJK', 'CONT', 'WCI'], minT: 80_000, maxT: 180_000 },
  { commodities: ['fuel oil'], weight: 2, load: ['BALTIC', 'USG'], discharge: ['SEA', 'PG'], minT: 30_000, maxT: 80_000 },
];
for (const t of trades) for (const c of t.commodities) if (!commodities.some((x) => x.code === c)) throw new Error(`unknown commodity ${c}`);

export type CargoSeed = {
  poster_id: string;
  commodity: string;
  quantity_t: number;
  tolerance_pct: number;
  tolerance_option: 'MOLOO' | 'MOLCHOPT';
  load_place: string;
  discharge_place: string;
  load_regions: string[];
  discharge_regions: string[];
  laycan_from: string;
  laycan_to: string;
  load_rate_tpd: number;
  load_terms: string;
  discharge_rate_tpd: number;
  discharge_terms: string;
  charter_type: 'voyage' | 'tct';
  freight_basis: string;
  freight_idea: number | null;
  commission_pct: number;
  gear_needed: boolean;
  account_visibility: string;
};

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An order as the service stores it: the load and discharge regions computed from the places (places.ts). */
export function cargoOrder(o: Omit<CargoSeed, 'load_regions' | 'discharge_regions'>): CargoSeed {
  return { ...o, load_regions: regionsOfPlace(o.load_place), discharge_regions: regionsOfPlace(o.discharge_place) };
}

/** Inserts orders, a thousand a statement, each row read from JSON by the table's own record type. */
export async function insertCargoOrders(c: pg.Client, orders: CargoSeed[]): Promise<string[]> {
  const ids: string[] = [];
  const columns = Object.keys(orders[0]).join(', ');
  for (let i = 0; i < orders.length; i += 1000) {
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO cargo_orders (status, created_at, updated_at, ${columns})
       SELECT 'open', now() - make_interval(mins => r.quantity_t % 5000), now() - make_interval(mins => r.quantity_t % 5000), ${columns}
       FROM jsonb_populate_recordset(null::cargo_orders, $1::jsonb) r RETURNING id`,
      [JSON.stringify(orders.slice(i, i + 1000))],
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The market's open orders: `count` of them, posted by the search data's charterers (u2001 … u4000). */
function marketOrders(count: number, knownPorts: Set<string>): CargoSeed[] {
  const random = randomStream(27);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const totalWeight = trades.reduce((sum, t) => sum + t.weight, 0);
  const placeIn = (region: RegionCode) => {
    const ports = portsOfRegion(region).filter((p) => knownPorts.has(p));
    return random() < 0.4 || !ports.length ? region : pick(ports);
  };
  return Array.from({ length: count }, (_, i) => {
    let w = random() * totalWeight;
    const trade = trades.find((t) => (w -= t.weight) < 0) ?? trades[0];
    const wet = ['gasoil', 'gasoline', 'jet fuel', 'naphtha', 'crude oil', 'fuel oil'].includes(trade.commodities[0]);
    const charterType = random() < 0.85 ? 'voyage' : 'tct';
    const open = random() < 0.25;
    const laycanIn = Math.floor(random() * 60);
    const commodity = pick(trade.commodities);
    return cargoOrder({
      poster_id: `u${2001 + (i % 2000)}`,
      commodity,
      quantity_t: Math.round((trade.minT + random() * (trade.maxT - trade.minT)) / 500) * 500,
      tolerance_pct: pick([5, 10, 10]),
      tolerance_option: random() < 0.85 ? 'MOLOO' : 'MOLCHOPT',
      load_place: placeIn(pick(trade.load)),
      discharge_place: placeIn(pick(trade.discharge)),
      laycan_from: dayFrom(laycanIn),
      laycan_to: dayFrom(laycanIn + 3 + Math.floor(random() * 12)),
      load_rate_tpd: wet ? 48_000 : pick([5_000, 8_000, 10_000, 15_000, 25_000]),
      load_terms: pick(['SHINC', 'SHEX', 'SSHEX']),
      discharge_rate_tpd: wet ? 48_000 : pick([4_000, 6_000, 8_000, 12_000]),
      discharge_terms: pick(['SHINC', 'SHEX', 'FHEX']),
      charter_type: charterType,
      freight_basis: open ? 'open' : charterType === 'tct' ? 'per_day' : 'per_tonne',
      freight_idea: open ? null : charterType === 'tct' ? 1_200_000 + Math.floor(random() * 80) * 10_000 : 1_500 + Math.floor(random() * 300) * 10,
      commission_pct: pick([1.25, 2.5, 3.75, 5]),
      gear_needed: commodity.startsWith('steel') && random() < 0.3,
      account_visibility: pick([
        'everyone',
        'everyone',
        'everyone',
        'everyone',
        'everyone',
        'everyone',
        'everyone',
        'verified',
        'verified',
        'ok_account',
      ]),
    });
  });
}

/**
 * Open positions and particulars for every vessel of the search data, and `cargoes` open orders. Positions: one in
 * five a region, the rest a port of some region; open from a week ago (already open) to five weeks out.
 */
export async function addMatchingData(c: pg.Client, cargoes: number): Promise<void> {
  const t0 = Date.now();
  const regionPorts = [...new Set(regions.flatMap((r) => r.ports))];
  const known = new Set(
    (await c.query<{ locode: string }>('SELECT locode FROM ports WHERE locode = ANY($1)', [regionPorts])).rows.map((r) => r.locode),
  );
  const ports = regionPorts.filter((p) => known.has(p));
  // n numbers the vessels in id order (random uuids), so it is independent of the type the search data gave.
  // c: the size class within the type; r: where in the class's range.
  await c.query(
    `WITH v AS (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM vessels),
          k AS (SELECT id, n, n % 10 AS c, ((n * 7919) % 1000) / 1000.0 AS r FROM v)
     UPDATE vessels SET
       deadweight_t = round(CASE vessels.type
         WHEN 'bulkCarrier' THEN CASE WHEN c < 3 THEN 28000 + r * 10000 WHEN c < 6 THEN 52000 + r * 12000 WHEN c < 8 THEN 74000 + r * 10000 ELSE 170000 + r * 40000 END
         WHEN 'tanker' THEN CASE WHEN c < 4 THEN 45000 + r * 7000 WHEN c < 6 THEN 70000 + r * 10000 WHEN c < 8 THEN 105000 + r * 10000 WHEN c < 9 THEN 150000 + r * 15000 ELSE 290000 + r * 30000 END
         WHEN 'general' THEN 3000 + r * 22000
         WHEN 'container' THEN 10000 + r * 140000
         WHEN 'roro' THEN 5000 + r * 25000
         ELSE 2000 + r * 8000 END),
       open_port = CASE WHEN n % 5 = 0 THEN NULL ELSE ($1::text[])[1 + (n * 7919) % cardinality($1::text[])] END,
       open_region = CASE WHEN n % 5 = 0 THEN ($2::text[])[1 + (n / 5) % cardinality($2::text[])] END,
       open_date = current_date + (n * 13) % 45 - 7,
       open_date_to = current_date + (n * 13) % 45 - 7 + 5 + n % 11
     FROM k WHERE vessels.id = k.id`,
    [ports, regions.map((r) => r.code)],
  );
  // Particulars from the deadweight: nine ships in ten state their speeds; the smaller bulk carriers are geared.
  await c.query(`
    UPDATE vessels SET
      grain_cubic_m = CASE WHEN type IN ('bulkCarrier', 'general') THEN round(deadweight_t * 1.3) END,
      bale_cubic_m = CASE WHEN type = 'general' THEN round(deadweight_t * 1.2) END,
      cranes = CASE WHEN type = 'general' OR (type = 'bulkCarrier' AND deadweight_t < 65000 AND capacity % 4 <> 0) THEN CASE WHEN type = 'general' THEN 2 ELSE 4 END END,
      crane_swl_t = CASE WHEN type = 'general' OR (type = 'bulkCarrier' AND deadweight_t < 65000 AND capacity % 4 <> 0) THEN CASE WHEN type = 'general' THEN 25 ELSE 30 END END,
      laden_speed_kn = CASE WHEN capacity % 10 <> 9 THEN 12.5 + (capacity % 20) / 10.0 END,
      laden_consumption_t = CASE WHEN capacity % 10 <> 9 THEN round(10 + deadweight_t / 4000.0, 1) END,
      ballast_speed_kn = CASE WHEN capacity % 10 <> 9 THEN 13 + (capacity % 20) / 10.0 END,
      ballast_consumption_t = CASE WHEN capacity % 10 <> 9 THEN round(8 + deadweight_t / 4800.0, 1) END,
      eco_laden_speed_kn = CASE WHEN capacity % 10 <> 9 THEN 11 + (capacity % 20) / 10.0 END,
      eco_laden_consumption_t = CASE WHEN capacity % 10 <> 9 THEN round(7 + deadweight_t / 5500.0, 1) END,
      eco_ballast_speed_kn = CASE WHEN capacity % 10 <> 9 THEN 11.5 + (capacity % 20) / 10.0 END,
      eco_ballast_consumption_t = CASE WHEN capacity % 10 <> 9 THEN round(6 + deadweight_t / 6500.0, 1) END,
      port_consumption_t = 3 + capacity % 4,
      constants_t = 200 + capacity % 300`);
  await insertCargoOrders(c, marketOrders(cargoes, known));
  const { rows } = await c.query('SELECT count(*) AS n FROM cargo_orders');
  console.log(`gave the vessels open positions and particulars, posted ${rows[0].n} open cargo orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** The charterer's orders the benchmark asks ships for: about 50,000 t of wheat, ECSA to CJK, laycans 2–4 weeks out. */
export function benchedCargoes(posterId: string): CargoSeed[] {
  const loads = ['BRSSZ', 'BRPNG', 'ECSA', 'BRRIG', 'ARBHI', 'BRSSZ', 'ECSA', 'BRPNG'];
  const discharges = ['CNTAO', 'CJK', 'CNRZH', 'CNNGB', 'CJK', 'CNLYG', 'CNTXG', 'CNTAO'];
  return loads.map((load, i) =>
    cargoOrder({
      poster_id: posterId,
      commodity: i % 4 === 3 ? 'soybeans' : 'wheat',
      quantity_t: 45_000 + i * 1_500,
      tolerance_pct: 10,
      tolerance_option: 'MOLOO',
      load_place: load,
      discharge_place: discharges[i],
      laycan_from: dayFrom(14 + i * 2),
      laycan_to: dayFrom(19 + i * 2),
      load_rate_tpd: 10_000,
      load_terms: 'SHINC',
      discharge_rate_tpd: 8_000,
      discharge_terms: 'SHEX',
      charter_type: 'voyage',
      freight_basis: 'per_tonne',
      freight_idea: 3_000 + i * 50,
      commission_pct: 2.5,
      gear_needed: false,
      account_visibility: 'everyone',
    }),
  );
}

/** The owner's ships the benchmark asks cargoes for: geared Supramaxes open in ECSA within the next three weeks. */
export async function insertBenchedShips(c: pg.Client, ownerId: string): Promise<string[]> {
  // A rerun on the same data (BENCH_SKIP_GENERATE) replaces the last run's ships: their IMO numbers are these.
  await c.query("DELETE FROM vessels WHERE name LIKE 'Bench Supramax %' AND imo BETWEEN '9000001' AND '9000008'");
  const { rows } = await c.query<{ id: string }>(
    `INSERT INTO vessels (name, type, owner_id, imo, flag, length_m, beam_m, draught_m, deadweight_t, capacity, build_year, open_port, open_region,
                          open_date, open_date_to, charter_types, grain_cubic_m, cranes, crane_swl_t, laden_speed_kn, laden_consumption_t,
                          ballast_speed_kn, ballast_consumption_t, eco_laden_speed_kn, eco_laden_consumption_t, eco_ballast_speed_kn,
                          eco_ballast_consumption_t, port_consumption_t, constants_t, status)
     SELECT 'Bench Supramax ' || g, 'bulkCarrier', $1, (9000000 + g)::text, 'MH', 199.9, 32.26, 13.3, 56000 + g * 1000, 72000 + g * 1200, 2012 + g,
            CASE WHEN g % 3 = 0 THEN NULL ELSE ($2::text[])[1 + g % 4] END, CASE WHEN g % 3 = 0 THEN 'ECSA' END,
            current_date + 3 + g * 2, current_date + 10 + g * 2, ARRAY['voyage', 'time'], 72000 + g * 1200, 4, 30, 13.5, 28, 14, 25, 12, 21, 12.5, 19, 3.5, 350,
            'available'
     FROM generate_series(1, 8) g RETURNING id`,
    [ownerId, ['BRSSZ', 'BRPNG', 'BRRIG', 'ARBHI']],
  );
  return rows.map((r) => r.id);
}
