import { stringify } from 'csv-stringify/sync';

/** Rows per query of an export: one keyset page at a time, never the whole table in memory. */
export const EXPORT_BATCH = 1000;

export type Cell = string | number | boolean | Date | null | undefined;
export type CsvColumn<R> = { header: string; value: (row: R) => Cell };

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Formula injection (CWE-1236): a spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a
 * formula. Such text cells get a leading apostrophe, which spreadsheets show as text; plain numbers (a negative
 * amount) are left as they are, since they cannot be a formula.
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

function cellText(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  return guardFormula(String(v));
}

/** CSV text (RFC 4180: CRLF, quotes doubled, fields with , " or line breaks quoted) of some rows, by the library. */
export const csvLines = (rows: Cell[][]) =>
  stringify(
    rows.map((r) => r.map(cellText)),
    { record_delimiter: 'windows' },
  );

/** `audit-2026-11-28.csv`: what it is and the day it was taken (UTC). */
export const csvFileName = (stem: string, now: Date) => `${stem}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Pages through a query by keyset: `fetch(after)` answers the next rows after the last one seen (none at first);
 * a short page ends it. The same on PGlite and node-postgres, and each query is a cheap index range.
 */
export async function* keysetBatches<R>(fetch: (after: R | undefined) => Promise<R[]>, size = EXPORT_BATCH): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * A CSV download streamed as it is read: the header row, then each batch as the client takes it (the stream pulls
 * the next query only when the last one is sent), then any trailing rows. UTF-8 with a byte-order mark so that
 * spreadsheets read non-ASCII names right.
 */
export function csvResponse<R>(o: { fileName: string; columns: CsvColumn<R>[]; batches: AsyncIterable<R[]>; trailer?: () => Promise<Cell[][]> }) {
  const encoder = new TextEncoder();
  const iterator = o.batches[Symbol.asyncIterator]();
  let started = false;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\uFEFF' + csvLines([o.columns.map((c) => c.header)])));
        return;
      }
      if (ended) return;
      const next = await iterator.next();
      if (!next.done) {
        controller.enqueue(encoder.encode(csvLines(next.value.map((row) => o.columns.map((c) => c.value(row))))));
        return;
      }
      ended = true;
      const trailer = o.trailer ? await o.trailer() : [];
      if (trailer.length) controller.enqueue(encoder.encode(csvLines(trailer)));
      controller.close();
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="${o.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
