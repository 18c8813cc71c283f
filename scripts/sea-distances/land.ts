// A coarse land mask (Natural Earth 1:50m land from the world-atlas package, rasterised to 0.1° cells) so the build
// can tell open water from land: a straight great-circle leg between two network vertices, or from a port to the
// network, is only added when it stays off the land. The network's own edges are kept as published (canals and
// narrow straits are land at this scale).
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { LonLat } from './network';

const cellsPerDegree = 10;
const width = 360 * cellsPerDegree;
const height = 180 * cellsPerDegree;

export type LandMask = { isLand: (p: LonLat) => boolean };

/**
 * Fills the rings by the even-odd rule, row by row, on a grid three worlds wide ([-540°, 540°)) so rings unwrapped
 * across the antimeridian fill too, then folds it onto one world.
 */
function rasterise(rings: LonLat[][]): Uint8Array {
  const span = width * 3;
  const wide = new Uint8Array(span * height);
  for (let row = 0; row < height; row++) {
    const lat = 90 - (row + 0.5) / cellsPerDegree;
    const crossings: number[] = [];
    for (const ring of rings) {
      for (let i = 0; i < ring.length - 1; i++) {
        const [x1, y1] = ring[i];
        const [x2, y2] = ring[i + 1];
        if (y1 > lat === y2 > lat) continue;
        crossings.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.round((crossings[k] + 540) * cellsPerDegree));
      const to = Math.min(span, Math.round((crossings[k + 1] + 540) * cellsPerDegree));
      wide.fill(1, row * span + from, row * span + to);
    }
  }
  // Wide column c is longitude c / 10 - 540°, which is column c - 3600 of the one world, modulo its width.
  const grid = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < span; col++) {
      if (wide[row * span + col]) grid[row * width + (col % width)] = 1;
    }
  }
  return grid;
}

/** Unwraps a ring's longitudes so no edge jumps across the antimeridian; rings round a pole (Antarctica) are dropped. */
function unwrap(ring: LonLat[]): LonLat[] | null {
  const out: LonLat[] = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    let lon = ring[i][0];
    const prev = out[i - 1][0];
    while (lon - prev > 180) lon -= 360;
    while (prev - lon > 180) lon += 360;
    out.push([lon, ring[i][1]]);
  }
  return Math.abs(out[out.length - 1][0] - out[0][0]) > 1 ? null : out;
}

export function loadLandMask(): LandMask {
  const topology = createRequire(import.meta.url)('world-atlas/land-50m.json');
  const land = feature(topology, topology.objects.land) as unknown as {
    features: { geometry: { type: string; coordinates: LonLat[][][] | LonLat[][][][] } }[];
  };
  const rings: LonLat[][] = [];
  for (const f of land.features) {
    const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as LonLat[][][];
    for (const polygon of polygons) for (const ring of polygon) rings.push(unwrap(ring) ?? []);
  }
  const grid = rasterise(rings.filter((r) => r.length > 3));
  const cell = ([lon, lat]: LonLat) => {
    const row = Math.min(height - 1, Math.max(0, Math.floor((90 - lat) * cellsPerDegree)));
    const col = ((Math.floor((lon + 180) * cellsPerDegree) % width) + width) % width;
    return row * width + col;
  };
  // Everything south of 60° S counts as land (Antarctica's ring is dropped above, and no trade goes there).
  return { isLand: (p) => p[1] < -60 || grid[cell(p)] === 1 };
}

/** Points along the great circle from a to b, every `stepNm` or so (ends excluded). */
export function alongGreatCircle(a: LonLat, b: LonLat, lengthNm: number, stepNm: number): LonLat[] {
  const rad = Math.PI / 180;
  const toXyz = ([lon, lat]: LonLat) => [Math.cos(lat * rad) * Math.cos(lon * rad), Math.cos(lat * rad) * Math.sin(lon * rad), Math.sin(lat * rad)];
  const [p, q] = [toXyz(a), toXyz(b)];
  const steps = Math.ceil(lengthNm / stepNm);
  const points: LonLat[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    // Linear interpolation then normalisation is close enough to the true great circle for a land check.
    const v = p.map((c, k) => c * (1 - t) + q[k] * t);
    const norm = Math.hypot(v[0], v[1], v[2]);
    points.push([Math.atan2(v[1], v[0]) / rad, Math.asin(v[2] / norm) / rad]);
  }
  return points;
}

/** The mask with land grown by `cells` cells each way, for keeping legs a few miles off the coast. */
export function widened(mask: LandMask, cells: number): LandMask {
  const step = cells / cellsPerDegree;
  return {
    isLand: ([lon, lat]) => {
      for (let dy = -step; dy <= step + 1e-9; dy += 1 / cellsPerDegree) {
        for (let dx = -step; dx <= step + 1e-9; dx += 1 / cellsPerDegree) {
          if (mask.isLand([lon + dx, lat + dy])) return true;
        }
      }
      return false;
    },
  };
}
