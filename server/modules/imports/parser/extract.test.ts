import { describe, expect, it } from 'vitest';
import { parseCircular } from './index';

// House styles other than the development corpus' (README: the held-out set has other column orders,
// pipe and space tables, one-line formats): the extractor must read them by the trade's conventions.
const mail = (subject: string, body: string) =>
  `From: Desk <desk@broker.example>\nTo: all@list.example\nSubject: ${subject}\nDate: Tue, 1 Dec 2026 09:00:00 +0100\n` +
  `Message-ID: <t@broker.example>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n${body}\n`;

const position = (fields: Record<string, unknown>) => ({
  vessel_name: null,
  imo: null,
  vessel_type: null,
  dwt: null,
  built: null,
  flag: null,
  gear: null,
  open_port: null,
  open_area: null,
  open_from: null,
  open_to: null,
  operator: null,
  ...fields,
});
const cargo = (fields: Record<string, unknown>) => ({
  account: null,
  commodity: null,
  quantity_mt: null,
  tolerance_pct: null,
  tolerance_option: null,
  load_port: null,
  load_area: null,
  discharge_port: null,
  discharge_area: null,
  laycan_from: null,
  laycan_to: null,
  load_rate: null,
  discharge_rate: null,
  freight_idea: null,
  commission_pct: null,
  ...fields,
});

describe('parseCircular on other house styles', () => {
  it('reads a pipe table whose open column holds the date, in its own column order', async () => {
    const r = await parseCircular(
      mail(
        'Positions',
        [
          '| Vessel | DWT | Built | Flag | Open | Operator |',
          '|---|---|---|---|---|---|',
          '| MV Iris Star | 58,000 | 2012 | PMA | Spore 5/10 Dec | Star Bulk |',
          '| MV Hera | 61,300 | 2016 | GRC | Kandla 12 Dec | -- |',
          '| MV Leto | 37,000 |  | LIB | Santos 20 Dec | Leto Bulk |',
        ].join('\n'),
      ),
    );
    expect(r).toEqual({
      kind: 'positions',
      cargoes: [],
      positions: [
        position({
          vessel_name: 'IRIS STAR',
          vessel_type: 'supramax',
          dwt: 58000,
          built: 2012,
          flag: 'Panama',
          open_port: 'SGSIN',
          open_from: '2026-12-05',
          open_to: '2026-12-10',
          operator: 'Star Bulk',
        }),
        position({
          vessel_name: 'HERA',
          vessel_type: 'ultramax',
          dwt: 61300,
          built: 2016,
          flag: 'Greece',
          open_port: 'INIXY',
          open_from: '2026-12-12',
          open_to: '2026-12-12',
        }),
        position({
          vessel_name: 'LETO',
          vessel_type: 'handysize',
          dwt: 37000,
          flag: 'Liberia',
          open_port: 'BRSSZ',
          open_from: '2026-12-20',
          open_to: '2026-12-20',
          operator: 'Leto Bulk',
        }),
      ],
    });
  });

  it('reads one-line ships under a class header, and a paragraph of unmarked two-line ships', async () => {
    const r = await parseCircular(
      mail(
        'Open tonnage',
        [
          'ULTRAMAX',
          'GOLDEN SUN 63.5k 2017 MI open Fangcheng 15-20 Dec opr Golden Union',
          '',
          'CAPE ALPHA      180,100 dwt  2012',
          '   open Qingdao 5 Dec',
          'CAPE BETA       179,000 dwt  2011',
          '   open Dampier 10-12 Dec  - FXD',
        ].join('\n'),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'GOLDEN SUN',
        vessel_type: 'ultramax',
        dwt: 63500,
        built: 2017,
        flag: 'Marshall Islands',
        open_port: 'CNFAN',
        open_from: '2026-12-15',
        open_to: '2026-12-20',
        operator: 'Golden Union',
      }),
      position({
        vessel_name: 'CAPE ALPHA',
        vessel_type: 'capesize',
        dwt: 180100,
        built: 2012,
        open_port: 'CNTAO',
        open_from: '2026-12-05',
        open_to: '2026-12-05',
      }),
    ]);
  });

  it('reads a key-value order whose Loading/Discharging name ports', async () => {
    const r = await parseCircular(
      mail(
        'Firm cargo',
        [
          'Account: Cofco International',
          'Cargo: Soybeans in bulk',
          'Qty: 60,000 mt 10% moloo',
          'Loading: 1 SB Paranagua',
          'Discharging: 1 SB Qingdao',
          'L/C: 5-10 Jan',
          'Rates: 8,000 / 6,000 mt shinc',
          'Freight: USD 40 pmt fio',
          'Brokerage: 1.25% + 2.5% add',
        ].join('\n'),
      ),
    );
    expect(r.cargoes).toEqual([
      cargo({
        account: 'Cofco International',
        commodity: 'soybeans',
        quantity_mt: 60000,
        tolerance_pct: 10,
        tolerance_option: 'moloo',
        load_port: 'BRPNG',
        discharge_port: 'CNTAO',
        laycan_from: '2027-01-05',
        laycan_to: '2027-01-10',
        load_rate: '8,000 mt shinc',
        discharge_rate: '6,000 mt shinc',
        freight_idea: 'USD 40 pmt fio',
        commission_pct: 3.75,
      }),
    ]);
  });

  it('reads comma-separated orders led by the charterer, and leaves a covered one out', async () => {
    const r = await parseCircular(
      mail(
        'Cargoes',
        [
          '- Cargill: 30,000 mt 10pct moloo soybeans, Paranagua / Shanghai, 5/10 Jan, 8000/6000 shinc, 2.5pct',
          '- 25,000 mt 5% molchopt urea, Yuzhny to Mombasa, end Dec, cqd/cqd, idea usd 40, 2.5% + 1.25%',
          '- 10,000 mt sugar, Santos / Lagos, Dec - COVERED',
        ].join('\n'),
      ),
    );
    expect(r.kind).toBe('cargoes');
    expect(r.cargoes).toEqual([
      cargo({
        account: 'Cargill',
        commodity: 'soybeans',
        quantity_mt: 30000,
        tolerance_pct: 10,
        tolerance_option: 'moloo',
        load_port: 'BRPNG',
        discharge_port: 'CNSHA',
        laycan_from: '2027-01-05',
        laycan_to: '2027-01-10',
        load_rate: '8000 shinc',
        discharge_rate: '6000 shinc',
        commission_pct: 2.5,
      }),
      cargo({
        commodity: 'fertilizer',
        quantity_mt: 25000,
        tolerance_pct: 5,
        tolerance_option: 'molchopt',
        load_port: 'UAYUZ',
        discharge_port: 'KEMBA',
        laycan_from: '2026-12-21',
        laycan_to: '2026-12-31',
        load_rate: 'cqd',
        discharge_rate: 'cqd',
        freight_idea: 'usd 40',
        commission_pct: 3.75,
      }),
    ]);
  });

  it('reads one-line orders written without separators', async () => {
    const r = await parseCircular(
      mail(
        'Orders',
        [
          '1. MOSAIC 40,000 MT DAP TAMPA/PARADIP 10-20 DEC 2.5PCT',
          '2. VALE 170,000 MT 10PCT MOLOO IRON ORE TUBARAO/QINGDAO 5-14 JAN 3.75PCT TTL',
        ].join('\n'),
      ),
    );
    expect(r.cargoes).toEqual([
      cargo({
        account: 'MOSAIC',
        commodity: 'fertilizer',
        quantity_mt: 40000,
        load_port: 'USTPA',
        discharge_port: 'INPRT',
        laycan_from: '2026-12-10',
        laycan_to: '2026-12-20',
        commission_pct: 2.5,
      }),
      cargo({
        account: 'VALE',
        commodity: 'iron ore',
        quantity_mt: 170000,
        tolerance_pct: 10,
        tolerance_option: 'moloo',
        load_port: 'BRTUB',
        discharge_port: 'CNTAO',
        laycan_from: '2027-01-05',
        laycan_to: '2027-01-14',
        commission_pct: 3.75,
      }),
    ]);
  });

  it('reads a space table with units in its headers, and no flag from a country-named port', async () => {
    const r = await parseCircular(
      mail(
        'Tonnage',
        [
          'Vessel Name        DWT (MT)   YOB    Flag   Open Port      Open Date     Mgr',
          'Sea Joy            33,500     2011   HKG    Chittagong     5-8 Dec       Ocean Joy',
          '',
          'SHIP              DWT     BLT   OPEN            DATE',
          'ASTRA LUMEN       49,990  2017  SINGAPORE       26/11',
        ].join('\n'),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'SEA JOY',
        vessel_type: 'handysize',
        dwt: 33500,
        built: 2011,
        flag: 'Hong Kong',
        open_port: 'BDCGP',
        open_from: '2026-12-05',
        open_to: '2026-12-08',
        operator: 'Ocean Joy',
      }),
      position({
        vessel_name: 'ASTRA LUMEN',
        vessel_type: 'handymax',
        dwt: 49990,
        built: 2017,
        open_port: 'SGSIN',
        open_from: '2026-11-26',
        open_to: '2026-11-26',
      }),
    ]);
  });

  it('reads a chat export and a paragraph of unmarked one-line orders', async () => {
    const r = await parseCircular(
      mail(
        'chat',
        [
          '[30/11/26, 10:42] John Smith: MV SEA EAGLE 34k 2010 open Constanta 5-7 Dec',
          '',
          '50,000 mt coal Richards Bay/Krishnapatnam 10-20 Dec, 3.75%',
          '30,000 mt wheat Constanta/Alexandria 5-10 Dec, 2.5%',
        ].join('\n'),
      ),
    );
    expect(r.kind).toBe('mixed');
    expect(r.positions).toEqual([
      position({
        vessel_name: 'SEA EAGLE',
        vessel_type: 'handysize',
        dwt: 34000,
        built: 2010,
        open_port: 'ROCND',
        open_from: '2026-12-05',
        open_to: '2026-12-07',
      }),
    ]);
    expect(r.cargoes).toEqual([
      cargo({
        commodity: 'coal',
        quantity_mt: 50000,
        load_port: 'ZARCB',
        discharge_port: 'INKRI',
        laycan_from: '2026-12-10',
        laycan_to: '2026-12-20',
        commission_pct: 3.75,
      }),
      cargo({
        commodity: 'wheat',
        quantity_mt: 30000,
        load_port: 'ROCND',
        discharge_port: 'EGALY',
        laycan_from: '2026-12-05',
        laycan_to: '2026-12-10',
        commission_pct: 2.5,
      }),
    ]);
  });

  it('reads numbered orders after a preface line, and an order that names the ship size it wants', async () => {
    const r = await parseCircular(
      mail(
        'Orders',
        [
          'Pls offer:',
          '1) 50,000 mt coal, Richards Bay / Krishnapatnam, 10-20 Dec',
          '2) 30,000 mt wheat, Constanta / Alexandria, 5-10 Dec',
          '',
          'Acct: Delta Trading',
          '60,000 mt coal, Richards Bay / Krishnapatnam, 20-25 Dec',
          'Suitable for 55-63k dwt supra/ultra',
        ].join('\n'),
      ),
    );
    expect(r.kind).toBe('cargoes');
    expect(r.cargoes).toEqual([
      cargo({
        commodity: 'coal',
        quantity_mt: 50000,
        load_port: 'ZARCB',
        discharge_port: 'INKRI',
        laycan_from: '2026-12-10',
        laycan_to: '2026-12-20',
      }),
      cargo({
        commodity: 'wheat',
        quantity_mt: 30000,
        load_port: 'ROCND',
        discharge_port: 'EGALY',
        laycan_from: '2026-12-05',
        laycan_to: '2026-12-10',
      }),
      cargo({
        account: 'Delta Trading',
        commodity: 'coal',
        quantity_mt: 60000,
        load_port: 'ZARCB',
        discharge_port: 'INKRI',
        laycan_from: '2026-12-20',
        laycan_to: '2026-12-25',
      }),
    ]);
  });

  it('applies list-wide statements to ships without their own value', async () => {
    const r = await parseCircular(
      mail(
        'Handies',
        [
          'MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          'MV BETA 34,000 dwt 2012 Liberia flag 4x30t cr open Rio Grande 8 Dec',
          'All vsls Panama flag, operated by Oceanic Handy Pool; all gearless unless stated',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => [p.vessel_name, p.flag, p.gear, p.operator])).toEqual([
      ['ALPHA', 'Panama', 'gearless', 'Oceanic Handy Pool'],
      ['BETA', 'Liberia', '4x30t cr', 'Oceanic Handy Pool'],
    ]);
  });

  it('reads pipe-separated one-line ships without a header', async () => {
    const r = await parseCircular(
      mail(
        'pipes',
        ['MV OCEAN STAR | 58k | 2012 | PAN | Spore | 5-7 Dec', 'MV RIVER JADE | 63,500 dwt | 2018 | MLT | Kandla | 10/12 Dec | opr Navios'].join(
          '\n',
        ),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'OCEAN STAR',
        vessel_type: 'supramax',
        dwt: 58000,
        built: 2012,
        flag: 'Panama',
        open_port: 'SGSIN',
        open_from: '2026-12-05',
        open_to: '2026-12-07',
      }),
      position({
        vessel_name: 'RIVER JADE',
        vessel_type: 'ultramax',
        dwt: 63500,
        built: 2018,
        flag: 'Malta',
        open_port: 'INIXY',
        open_from: '2026-12-10',
        open_to: '2026-12-12',
        operator: 'Navios',
      }),
    ]);
  });

  it('sizes a ship as a tanker by her coating, and reads a class from a size column', async () => {
    const r = await parseCircular(
      mail(
        'Open',
        [
          'MV TORM X (49,999 dwt, blt 2012, Panama flag) IMO II/III epoxy, open Houston 5 Dec',
          '',
          'VESSEL         SIZE     BLT   OPEN        DATE',
          'SEA LOTUS      SMX      2012  Cape Town   5 Dec',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => [p.vessel_name, p.vessel_type, p.dwt, p.flag, p.open_port])).toEqual([
      ['TORM X', 'tanker-mr', 49999, 'Panama', 'USHOU'],
      ['SEA LOTUS', 'supramax', null, null, 'ZACPT'],
    ]);
  });

  it('reads both ports under a Load/Disch label, and MTDW as deadweight', async () => {
    const r = await parseCircular(
      mail(
        'Cape order and ship',
        [
          'Acct: Vale',
          'Qty: 170,000 mt 10% moloo iron ore',
          'Load/Disch: Tubarao / Qingdao',
          'Laycan: 10-20 Jan',
          'L/D: scale load / 30,000 shinc',
          '',
          'MV SEA PEARL 58,000 MTDW 2012 blt open Spore 5 Dec',
        ].join('\n'),
      ),
    );
    expect(r.cargoes).toEqual([
      cargo({
        account: 'Vale',
        commodity: 'iron ore',
        quantity_mt: 170000,
        tolerance_pct: 10,
        tolerance_option: 'moloo',
        load_port: 'BRTUB',
        discharge_port: 'CNTAO',
        laycan_from: '2027-01-10',
        laycan_to: '2027-01-20',
        load_rate: 'scale load',
        discharge_rate: '30,000 shinc',
      }),
    ]);
    expect(r.positions.map((p) => [p.vessel_name, p.dwt, p.built, p.open_port])).toEqual([['SEA PEARL', 58000, 2012, 'SGSIN']]);
  });

  it('counts a listing quoted again below a reply once', async () => {
    const r = await parseCircular(
      mail(
        'RE: open',
        [
          'Still open:',
          'MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          '',
          '> On Mon, X wrote:',
          '> MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          '> MV BETA 34,000 dwt 2012 open Rio Grande 8 Dec',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => p.vessel_name)).toEqual(['ALPHA', 'BETA']);
  });

  it('reads a market report as none, whatever ships it names', async () => {
    const r = await parseCircular(mail('Weekly Market Report - Dry', 'CAPE ALPHA  180,100 dwt  2012  open Qingdao 5 Dec'));
    expect(r).toEqual({ kind: 'none', positions: [], cargoes: [] });
  });
});
