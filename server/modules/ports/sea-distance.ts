// Sea distances between ports and regions, looked up in the table scripts/build-sea-distances.ts precomputes
// (docs/decisions/022-sea-distances.md): a match or an estimate never routes. Pairs of trade ports are read
// directly; any other port goes through its nearest trade port by sea. The table loads once, on first use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPlace, referencePort } from '../../../common/ports/place';
import { decodeTable, pairIndex, unreachable, variantOf, type SeaDistanceTable } from './sea-distance-table';

const tableFile = path.join(import.meta.dirname, '..', '..', 'db', 'data', 'sea-distances.bin');

/** Which canals the estimate may use; the Kiel Canal only when said (most bulk carriers do not fit it). */
export type Canals = { suez: boolean; panama: boolean; kiel?: boolean };
/** Passages a route uses, as the table names them: 'Suez', 'Panama', 'Cape of Good Hope', 'Kiel Canal', … */
export type SeaRoute = { nm: number; via: string[] };

let table: (SeaDistanceTable & { tradeIndex: Map<string, number> }) | null = null;

function loaded() {
  if (!table) {
    const decoded = decodeTable(readFileSync(tableFile));
    table = { ...decoded, tradeIndex: new Map(decoded.header.tradePorts.map((code, i) => [code, i])) };
  }
  return table;
}

/** How a port reaches the table: its trade port's index and the miles to it (none for a port off the network). */
function legOf(t: ReturnType<typeof loaded>, locode: string): [number, number] | null {
  const index = t.tradeIndex.get(locode);
  if (index !== undefined) return [index, 0];
  return t.header.others[locode] ?? null;
}

function viaNames(t: ReturnType<typeof loaded>, bits: number): string[] {
  return t.header.passages.filter((_, i) => bits & (1 << i));
}

/**
 * The sea distance from one place (a UN/LOCODE or a region code, reckoned from its reference port) to another,
 * with the canals the estimate allows, and the named passages the route uses; null when either place is unknown
 * or off the network (an inland port, the Caspian).
 */
export function seaDistanceNm(from: string, to: string, canals: Canals): SeaRoute | null {
  const a = readPlace(from.trim().toUpperCase());
  const b = readPlace(to.trim().toUpperCase());
  if (!a || !b) return null;
  const p = referencePort(a);
  const q = referencePort(b);
  const t = loaded();
  const legP = legOf(t, p);
  const legQ = legOf(t, q);
  if (!legP || !legQ) return null;
  if (p === q) return { nm: 0, via: [] };
  const [i, dP] = legP;
  const [j, dQ] = legQ;
  if (i === j) {
    // Both near the same trade port (or one is it): the direct distance was stored, else the way through it.
    const key = p < q ? `${p} ${q}` : `${q} ${p}`;
    return { nm: t.header.local[key] ?? dP + dQ, via: [] };
  }
  const n = t.header.tradePorts.length;
  const k = i < j ? pairIndex(i, j, n) : pairIndex(j, i, n);
  const variant = variantOf(canals);
  const between = t.nm[variant][k];
  if (between === unreachable) return null;
  return { nm: dP + between + dQ, via: viaNames(t, t.via[variant][k]) };
}
