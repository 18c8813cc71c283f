import { describe, expect, it } from 'vitest';
import { cargo, mail, position } from './extract-test-mail';
import { parseCircular } from './index';

// House styles other than the development corpus' (README: the held-out set has other column orders,
// pipe and space tables, one-line formats): the extractor must read them by the trade's conventions.

describe('parseCircular on other house styles: cargoes, mixed and none', () => {
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

  it('reads a market report as none, whatever ships it names', async () => {
    const r = await parseCircular(mail('Weekly Market Report - Dry', 'CAPE ALPHA  180,100 dwt  2012  open Qingdao 5 Dec'));
    expect(r).toEqual({ kind: 'none', positions: [], cargoes: [] });
  });
});
