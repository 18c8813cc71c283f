// Shared pieces of the demo ship drawings: a ship's outline, hull, deckhouse, funnel and cranes, as SVG markup.

export type Palette = { hull: string; boot: string; deck: string; house: string; funnel: string; band: string; crane: string };

/** One ship as drawn, side on with the bow to the right: stern at x0, stem at x1, deck and waterline heights. */
export type Ship = { name: string; x0: number; x1: number; deckY: number; wl: number; palette: Palette; rand: () => number; geared: boolean };

/** Rounds for shorter markup; a tenth of a pixel is finer than the rendering. */
export const n = (v: number) => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** The hull above the water: a raked stem, a raised forecastle, a transom stern; its shading and boot-topping. */
export function hull(s: Ship, opts: { forecastle?: number; stripe?: string; upper?: { colour: string; depth: number } } = {}) {
  const { x0, x1, deckY, wl } = s;
  const fc = opts.forecastle ?? 24;
  const outline = [
    `M${n(x0)} ${n(deckY - 10)}`,
    `L${n(x1 - 130)} ${n(deckY)}`,
    `L${n(x1 - 118)} ${n(deckY - fc)}`,
    `L${n(x1)} ${n(deckY - fc - 8)}`,
    `C${n(x1 - 6)} ${n(wl - 40)} ${n(x1 - 26)} ${n(wl - 6)} ${n(x1 - 80)} ${n(wl + 4)}`,
    `L${n(x0 + 34)} ${n(wl + 4)}`,
    `C${n(x0 + 14)} ${n(wl - 18)} ${n(x0 + 4)} ${n(deckY + 30)} ${n(x0)} ${n(deckY - 10)}Z`,
  ].join(' ');
  const id = 'hull-outline';
  const band = (y: number, h: number, fill: string) => rect(x0 - 5, y, x1 - x0 + 10, h, fill, `clip-path="url(#${id}-clip)"`);
  return [
    `<clipPath id="${id}-clip"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="${s.palette.hull}"/>`,
    opts.upper ? band(deckY - fc - 10, opts.upper.depth + fc + 10, opts.upper.colour) : '',
    opts.stripe ? band(deckY + 10, 7, opts.stripe) : '',
    // Boot-topping: the antifouling red between the light and the load waterline, and its white line.
    band(wl - 14, 20, s.palette.boot),
    band(wl - 16, 2.5, '#f4f1ea'),
    // Light from above: the hull pales toward the deck and darkens toward the water.
    `<path d="${outline}" fill="url(#hull-shade)"/>`,
    // Bulwark rail along the deck edge.
    `<path d="M${n(x0 + 4)} ${n(deckY - 12)} L${n(x1 - 130)} ${n(deckY - 2)} M${n(x1 - 118)} ${n(deckY - fc - 2)} L${n(x1 - 4)} ${n(deckY - fc - 9)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>`,
    anchor(s, fc),
    // On a two-tone hull the name goes on the light upper part, in the hull's colour.
    opts.upper ? nameplate(s, s.deckY + 4, s.palette.hull) : nameplate(s, s.deckY + 26, '#f4f1ea'),
  ].join('');
}

function anchor(s: Ship, fc: number) {
  const x = s.x1 - 52;
  const y = s.deckY - fc + 22;
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="9" ry="6" fill="#111418" fill-opacity="0.75"/><path d="M${n(x - 5)} ${n(y + 6)} l5 12 l5 -12" stroke="#2a2e33" stroke-width="3" fill="none"/>`;
}

function nameplate(s: Ship, baseline: number, colour: string) {
  return `<text x="${n(s.x1 - 100)}" y="${n(baseline)}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="19" letter-spacing="2" fill="${colour}" fill-opacity="0.92">${escapeXml(s.name.toUpperCase())}</text>`;
}

export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A deckhouse of `floors` decks with rows of windows, a bridge with wings on top; answers its markup and top. */
export function deckhouse(s: Ship, x: number, width: number, floors: number, opts: { bridgeAt?: 'aft' | 'fore' } = {}) {
  const floorH = 23;
  const top = s.deckY - 10 - floors * floorH;
  const parts = [rect(x, top, width, s.deckY - top, s.palette.house)];
  for (let f = 0; f < floors - 1; f++) {
    const y = top + floorH * (f + 1) + 7;
    parts.push(rect(x, y - 7, width, 1.5, '#000', 'fill-opacity="0.08"'));
    for (let wx = x + 10; wx < x + width - 12; wx += 21) parts.push(rect(wx, y, 11, 8, '#2c3e50', 'fill-opacity="0.8"'));
  }
  // The bridge: wider than the house (its wings), glazed all along.
  const wingL = opts.bridgeAt === 'fore' ? 8 : 18;
  parts.push(rect(x - wingL, top - 4, width + wingL + 16, 26, s.palette.house));
  parts.push(rect(x - wingL + 6, top + 2, width + wingL + 4, 11, 'url(#glass)'));
  parts.push(rect(x - wingL, top - 6, width + wingL + 16, 3, '#c9cdd0'));
  // Mast and radar on the bridge roof.
  const mx = x + width * 0.62;
  parts.push(
    `<path d="M${n(mx)} ${n(top - 6)} V${n(top - 62)} M${n(mx - 16)} ${n(top - 40)} H${n(mx + 16)}" stroke="#d9dcdf" stroke-width="3" fill="none"/>`,
  );
  parts.push(rect(mx - 22, top - 30, 44, 4, '#e6e8ea'));
  parts.push(`<circle cx="${n(mx)}" cy="${n(top - 64)}" r="3" fill="#f6f3e6"/>`);
  return { svg: parts.join(''), top };
}

/** A funnel in the owner's colours: company band, black top. */
export function funnel(s: Ship, x: number, base: number, width: number, height: number) {
  const lean = 10;
  const shape = `M${n(x)} ${n(base)} L${n(x + lean)} ${n(base - height)} H${n(x + width + lean)} L${n(x + width)} ${n(base)}Z`;
  return [
    `<clipPath id="funnel-${n(x)}"><path d="${shape}"/></clipPath>`,
    `<path d="${shape}" fill="${s.palette.funnel}"/>`,
    `<g clip-path="url(#funnel-${n(x)})">`,
    rect(x - 5, base - height * 0.62, width + 25, height * 0.2, s.palette.band),
    rect(x - 5, base - height - 2, width + 25, 14, '#17191c'),
    rect(x + width * 0.6, base - height, width * 0.5, height, '#000', 'fill-opacity="0.12"'),
    '</g>',
  ].join('');
}

/** A deck crane: pedestal, cab and a jib raised toward the bow. */
export function crane(s: Ship, x: number, opts: { height?: number; jib?: number; angle?: number; heavy?: boolean } = {}) {
  const height = opts.height ?? 44;
  const jib = opts.jib ?? 150;
  const angle = ((opts.angle ?? 24) * Math.PI) / 180;
  const w = opts.heavy ? 20 : 13;
  const baseY = s.deckY - 12;
  const cabY = baseY - height;
  const tipX = x + Math.cos(angle) * jib;
  const tipY = cabY - 6 - Math.sin(angle) * jib;
  return [
    rect(x - w / 2, cabY, w, height, s.palette.crane),
    rect(x - w / 2, cabY, w / 2, height, '#000', 'fill-opacity="0.1"'),
    `<path d="M${n(x)} ${n(cabY - 4)} L${n(tipX)} ${n(tipY)}" stroke="${s.palette.crane}" stroke-width="${opts.heavy ? 9 : 6}" stroke-linecap="round"/>`,
    `<path d="M${n(x)} ${n(cabY - 24)} L${n(tipX)} ${n(tipY)} M${n(tipX)} ${n(tipY)} V${n(tipY + 48)}" stroke="#3b4046" stroke-width="1.3" fill="none"/>`,
    rect(x - w, cabY - 24, w * 2, 22, s.palette.crane, 'rx="3"'),
    rect(x - w + 4, cabY - 19, 9, 7, '#2c3e50', 'fill-opacity="0.8"'),
    `<path d="M${n(x - 2)} ${n(cabY - 24)} V${n(cabY - 34)}" stroke="${s.palette.crane}" stroke-width="4"/>`,
  ].join('');
}

/** A free-fall lifeboat on its ramp at the stern, as bulk carriers and tankers carry them. */
export function lifeboat(x: number, y: number) {
  const ramp = `<path d="M${n(x - 30)} ${n(y + 22)} L${n(x + 26)} ${n(y - 2)} V${n(y + 30)}" stroke="#8d959c" stroke-width="3" fill="none"/>`;
  return `${ramp}<g transform="rotate(-22 ${n(x)} ${n(y)})">${rect(x - 28, y - 8, 56, 16, '#e8711c', 'rx="8"')}${rect(x - 8, y - 13, 22, 6, '#e8711c', 'rx="3"')}</g>`;
}

/** A pole mast with a light, on the forecastle. */
export const foremast = (x: number, base: number) =>
  `<path d="M${n(x)} ${n(base)} V${n(base - 58)} M${n(x - 10)} ${n(base - 40)} H${n(x + 10)}" stroke="#d3d6d9" stroke-width="3"/><circle cx="${n(x)}" cy="${n(base - 60)}" r="3" fill="#f6f3e6"/>`;
