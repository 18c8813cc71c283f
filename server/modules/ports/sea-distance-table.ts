// The layout of server/db/data/sea-distances.bin, written by scripts/build-sea-distances.ts and read at start-up.
// gzip of: a 4-byte little-endian length, that many bytes of JSON (the header below), then for each variant the
// trade-port pairs' nautical miles and passage bits as little-endian Uint16 arrays over the upper triangle. Variant
// 0 (every canal usable) is stored as is; the others as differences from it (nm minus, bits XOR), mostly zeros, so
// the eight tables cost little more than one once gzipped.
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The eight ways an estimate may treat the canals, in stored order: bit 1 avoids Suez, bit 2 Panama, bit 4 the
 * Kiel Canal (too small for most bulk carriers and tankers, so avoided unless the estimate says the ship fits).
 */
export const variantCount = 8;
export const variantOf = (o: { suez: boolean; panama: boolean; kiel?: boolean }) => (o.suez ? 0 : 1) | (o.panama ? 0 : 2) | (o.kiel ? 0 : 4);
/** The variant with every canal avoided: the one a port's way to its nearest trade port is measured in. */
export const noCanals = 7;
/** A pair no route joins (under that variant). */
export const unreachable = 0xffff;

export type SeaDistanceHeader = {
  source: string;
  /** The ports every pair is stored for. */
  tradePorts: string[];
  /** Names of the passage bits, lowest bit first. */
  passages: string[];
  /** Every other port: [index of its nearest trade port by sea (every canal avoided), nm to it]. */
  others: Record<string, [number, number]>;
  /** Distances between two other ports that share a nearest trade port, keyed "A B" with A < B. */
  local: Record<string, number>;
};

export type SeaDistanceTable = {
  header: SeaDistanceHeader;
  /** Per variant, per pair: nm and passage bits. */
  nm: Uint16Array[];
  via: Uint16Array[];
};

export const pairCount = (n: number) => (n * (n - 1)) / 2;
/** Index of the pair (i, j), i < j, in the upper triangle of an n-port table. */
export const pairIndex = (i: number, j: number, n: number) => i * n - (i * (i + 1)) / 2 + (j - i - 1);

export function encodeTable({ header, nm, via }: SeaDistanceTable): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const blocks: Buffer[] = [];
  for (let v = 0; v < variantCount; v++) {
    const n = v === 0 ? nm[0] : nm[v].map((x, i) => (x - nm[0][i]) & 0xffff);
    const b = v === 0 ? via[0] : via[v].map((x, i) => x ^ via[0][i]);
    blocks.push(Buffer.from(n.buffer, n.byteOffset, n.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength));
  }
  return gzipSync(Buffer.concat([length, json, ...blocks]), { level: 9 });
}

export function decodeTable(file: Buffer): SeaDistanceTable {
  const raw = gunzipSync(file);
  const jsonLength = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + jsonLength).toString('utf8')) as SeaDistanceHeader;
  const pairs = pairCount(header.tradePorts.length);
  // Copy into an aligned buffer: the header's length leaves the arrays at any byte offset.
  const body = new Uint8Array(raw.subarray(4 + jsonLength));
  const at = (block: number) => new Uint16Array(body.buffer, block * pairs * 2, pairs);
  const nm: Uint16Array[] = [];
  const via: Uint16Array[] = [];
  for (let v = 0; v < variantCount; v++) {
    const n = at(2 * v);
    const b = at(2 * v + 1);
    nm.push(v === 0 ? n : n.map((x, i) => (x + nm[0][i]) & 0xffff));
    via.push(v === 0 ? b : b.map((x, i) => x ^ via[0][i]));
  }
  return { header, nm, via };
}
