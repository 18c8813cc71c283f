import { MAP_WIDTH } from './world-land';

/**
 * The part of the world map on screen, and the arithmetic of moving it. Pure functions of the view and the box's
 * size in CSS pixels, so the component can keep its render free of the DOM and the gestures stay testable.
 */

// The map crops the polar rows (about 83°N to 61°S): no port lies there, and the map gains height where the ports are.
const MAP_TOP = 20;
const MAP_ROWS = 400;
const bounds = { x: 0, y: MAP_TOP, width: MAP_WIDTH, height: MAP_ROWS };

/** Zooming in stops at eight times the view that just fills the box: closer than that, the 110 m coastline is a blur. */
const MAX_ZOOM = 8;

export type Size = { width: number; height: number };
/** Centre of the view and its width, in map units (the land path's coordinates); its height follows the box. */
export type View = { cx: number; cy: number; w: number };
export type MapPoint = { x: number; y: number; weight: number };

/** Until the box is measured (and when rendered on the server) the map assumes a box of its own shape. */
export const UNMEASURED: Size = { width: bounds.width, height: bounds.height };

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const aspect = (s: Size) => s.width / s.height;

/** The widest view: the whole map in the box, with sea above and below it on a tall phone screen. */
export const widestView = (s: Size) => Math.max(bounds.width, bounds.height * aspect(s));
/** The view that fills the box with map and nothing else: on a phone, the full height and a third of the width. */
export const fillingView = (s: Size) => Math.min(bounds.width, bounds.height * aspect(s));
export const narrowestView = (s: Size) => fillingView(s) / MAX_ZOOM;

/** Keeps the zoom within its limits and the map in the box: no panning off into empty space. */
export function clampView(v: View, s: Size): View {
  const w = clamp(v.w, narrowestView(s), widestView(s));
  const h = w / aspect(s);
  const cx = w >= bounds.width ? bounds.x + bounds.width / 2 : clamp(v.cx, bounds.x + w / 2, bounds.x + bounds.width - w / 2);
  const cy = h >= bounds.height ? bounds.y + bounds.height / 2 : clamp(v.cy, bounds.y + h / 2, bounds.y + bounds.height - h / 2);
  return { cx, cy, w };
}

export const viewBox = (v: View, s: Size) => {
  const h = v.w / aspect(s);
  const r = (n: number) => Math.round(n * 100) / 100;
  return `${r(v.cx - v.w / 2)} ${r(v.cy - h / 2)} ${r(v.w)} ${r(h)}`;
};

/** Map units per CSS pixel: markers and strokes are sized in pixels so they stay tappable at every zoom. */
export const unitsPerPixel = (v: View, s: Size) => v.w / s.width;

/** Zooms by `factor` (above 1 is closer) and keeps the map point under the box pixel (px, py) where it is. */
export function zoomAt(v: View, s: Size, factor: number, px = s.width / 2, py = s.height / 2): View {
  const k = unitsPerPixel(v, s);
  const left = v.cx - v.w / 2;
  const top = v.cy - v.w / aspect(s) / 2;
  const [mx, my] = [left + px * k, top + py * k];
  const w = clamp(v.w / factor, narrowestView(s), widestView(s));
  const k2 = w / s.width;
  return clampView({ cx: mx - px * k2 + w / 2, cy: my - py * k2 + w / aspect(s) / 2, w }, s);
}

/** Moves the map with a finger: a drag of (dx, dy) pixels moves the land as far. */
export const panBy = (v: View, s: Size, dx: number, dy: number): View => {
  const k = unitsPerPixel(v, s);
  return clampView({ cx: v.cx - dx * k, cy: v.cy - dy * k, w: v.w }, s);
};

export const centreOn = (v: View, s: Size, x: number, y: number): View => clampView({ ...v, cx: x, cy: y }, s);

/** Whether a map point is inside the view, at least `margin` pixels from its edges. */
export function shows(v: View, s: Size, x: number, y: number, margin = 0): boolean {
  const k = unitsPerPixel(v, s);
  const h = v.w / aspect(s);
  return Math.abs(x - v.cx) <= v.w / 2 - margin * k && Math.abs(y - v.cy) <= h / 2 - margin * k;
}

/**
 * The first view: the box filled with map, over the stretch of longitude where most ships are open. On a desktop
 * that is the whole world; on a phone it is at most about 110° of it, closer on a cluster of ports, and the rest is
 * a drag away.
 */
export function homeView(s: Size, points: MapPoint[]): View {
  const w = fillingView(s);
  const middle = { cx: bounds.x + bounds.width / 2, cy: bounds.y + bounds.height / 2, w };
  if (points.length === 0 || w >= bounds.width) return clampView(middle, s);
  let best: MapPoint[] = [];
  let bestWeight = -1;
  for (const start of points) {
    const inside = points.filter((p) => p.x >= start.x && p.x <= start.x + w);
    const weight = inside.reduce((sum, p) => sum + p.weight, 0);
    if (weight > bestWeight) [best, bestWeight] = [inside, weight];
  }
  const xs = best.map((p) => p.x);
  const ys = best.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Close enough that neighbouring ports (Rotterdam and Bremerhaven) are two markers, not one blot, but never
  // more than twice: the map should still read as a piece of the world.
  const fit = Math.max(right - left, (bottom - top) * aspect(s)) / 0.7;
  return clampView({ cx: (left + right) / 2, cy: (top + bottom) / 2, w: clamp(fit, w / 2, w) }, s);
}
