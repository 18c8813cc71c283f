// Part 2 of `npm run bench:payments`: the ledger check over 100,000 transfers. Synthetic fixed deals are written in
// SQL (copies of a real one), each with a charterer, escrow and owner-payable account and posted transfers in pairs
// (paid into escrow, released to the owner), every row through the database's own guard trigger. Then the product's
// checkLedger() runs over all of it.
import type pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { checkLedger } from '../../server/lib/ledger';

export async function fillLedger(client: pg.Client, target: number, templateDealId: string): Promise<number> {
  const [{ n }] = (await client.query<{ n: string }>('select count(*) as n from ledger_transfers')).rows;
  const missing = Math.max(0, target - Number(n));
  const perDeal = 20; // ten payments into escrow and ten releases: what a long time charter's schedule writes
  const deals = Math.ceil(missing / perDeal);
  if (!deals) return 0;
  await client.query('BEGIN');
  await client.query(
    `create temporary table bench_deals on commit drop as
       select gen_random_uuid() as id from generate_series(1, $1)`,
    [deals],
  );
  await client.query(
    `insert into deals (id, vessel_id, charterer_id, owner_id, charter_type, stage, versions, created_at, updated_at, fixed_at)
     select b.id, d.vessel_id, d.charterer_id, d.owner_id, d.charter_type, 'fixed', 0, now(), now(), now() from bench_deals b, deals d where d.id = $1`,
    [templateDealId],
  );
  await client.query(
    `insert into ledger_accounts (kind, deal_id, currency, must_not_go_negative)
     select k.kind, b.id, 'USD', k.kind = 'escrow' from bench_deals b, (values ('charterer'), ('escrow'), ('owner_payable')) k(kind)`,
  );
  // For each deal, in order: payment i into escrow (charterer -> escrow), then its release (escrow -> owner payable).
  await client.query(
    `insert into ledger_transfers (key, debit_account_id, credit_account_id, amount, currency, status, memo, created_at)
     select 'bench:' || b.id || ':' || i || ':' || leg,
            case leg when 0 then c.id else e.id end, case leg when 0 then e.id else o.id end,
            2475000000 + i, 'USD', 'posted', case leg when 0 then 'Hire paid into escrow' else 'Hire released to the owner' end,
            now() + (i * 2 + leg) * interval '1 millisecond'
     from bench_deals b
     join ledger_accounts c on c.deal_id = b.id and c.kind = 'charterer'
     join ledger_accounts e on e.deal_id = b.id and e.kind = 'escrow'
     join ledger_accounts o on o.deal_id = b.id and o.kind = 'owner_payable',
     generate_series(1, $1) i, generate_series(0, 1) leg
     order by b.id, i, leg`,
    [perDeal / 2],
  );
  await client.query('COMMIT');
  await client.query('ANALYZE ledger_transfers');
  return deals * perDeal;
}

/** Times the product's whole-ledger check (three runs; the median) and answers what it found. */
export async function timeLedgerCheck(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const runs: number[] = [];
    let last = await checkLedger(handle.db);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      last = await checkLedger(handle.db);
      runs.push(performance.now() - t0);
    }
    runs.sort((a, b) => a - b);
    return { ms: runs[1], check: last };
  } finally {
    await handle.close();
  }
}
