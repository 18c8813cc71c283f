// A demo ship at sea as one SVG picture: sky, clouds, distant coast, sea with the ship's reflection, the ship, foam.
import { n, type Palette, type Ship } from './parts';
import { drawShip, type ShipType } from './ships';

export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1067;
const HORIZON = 560;
const WATERLINE = 792;

/** Skies and the sea under each: a clear morning, a warm evening, a grey northern day, a bright tropical noon. */
const skies = [
  { top: '#4f86c0', bottom: '#d3e6f3', seaTop: '#6d9cbc', seaBottom: '#123a5c', sun: null, land: '#8aa3b8' },
  { top: '#3d5b8c', bottom: '#f2c994', seaTop: '#a08d86', seaBottom: '#1c2f4c', sun: '#fff1cf', land: '#6f7691' },
  { top: '#75889c', bottom: '#d9e0e6', seaTop: '#8fa2b0', seaBottom: '#26394b', sun: null, land: '#7f8f9c' },
  { top: '#2a78cf', bottom: '#c4e4f6', seaTop: '#3f9bc0', seaBottom: '#0b4a6f', sun: '#fffbe8', land: '#7aa6a0' },
];

/** How high each type's deck stands above the water, in pixels. */
const freeboard: Record<ShipType, number> = { bulkCarrier: 78, general: 84, container: 94, tanker: 62, roro: 96, passenger: 80 };

/** A small repeatable random source: the same ship gets the same picture every time. */
export function seededRandom(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) + 0x6d2b79f5;
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function clouds(rand: () => number, tint: string) {
  const out: string[] = [];
  for (let c = 0, count = 3 + Math.floor(rand() * 4); c < count; c++) {
    const cx = rand() * PICTURE_WIDTH;
    const cy = 90 + rand() * 300;
    const size = 40 + rand() * 70;
    for (let p = 0; p < 6; p++) {
      out.push(
        `<ellipse cx="${n(cx + (p - 2.5) * size * 0.55 + rand() * 20)}" cy="${n(cy - rand() * size * 0.4)}" rx="${n(size * (0.6 + rand() * 0.5))}" ry="${n(size * (0.32 + rand() * 0.2))}"/>`,
      );
    }
  }
  return `<g fill="${tint}" fill-opacity="0.82" filter="url(#soft)">${out.join('')}</g>`;
}

function coast(rand: () => number, colour: string) {
  const start = rand() < 0.5 ? -20 : PICTURE_WIDTH * (0.45 + rand() * 0.2);
  const end = start < 0 ? PICTURE_WIDTH * (0.25 + rand() * 0.25) : PICTURE_WIDTH + 20;
  const pts: string[] = [];
  for (let x = start; x <= end; x += 16) {
    const y = HORIZON - 18 - 26 * Math.abs(Math.sin(x / 130 + rand() * 0.15)) - 10 * Math.sin(x / 47);
    pts.push(`${n(x)} ${n(y)}`);
  }
  return `<path d="M${n(start)} ${HORIZON} L${pts.join(' L')} L${n(end)} ${HORIZON}Z" fill="${colour}" fill-opacity="0.7"/>`;
}

/** Ripples: short light and dark strokes, longer and further apart toward the viewer. */
function waves(rand: () => number) {
  const light: string[] = [];
  const dark: string[] = [];
  for (let y = HORIZON + 3; y < PICTURE_HEIGHT; y += 3 + (y - HORIZON) * 0.05) {
    const depth = (y - HORIZON) / (PICTURE_HEIGHT - HORIZON);
    const len = 14 + depth * 90;
    for (let i = 0, count = 5 + Math.floor(rand() * 5); i < count; i++) {
      const x = rand() * PICTURE_WIDTH;
      const d = `M${n(x)} ${n(y)} q${n(len / 2)} ${n(-2 - depth * 4)} ${n(len)} 0`;
      (rand() < 0.5 ? light : dark).push(d);
    }
  }
  return `<path d="${light.join('')}" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2" fill="none"/><path d="${dark.join('')}" stroke="#06182a" stroke-opacity="0.22" stroke-width="2.5" fill="none"/>`;
}

/** The sun's path on the water: bright ripples under it, spreading and thinning toward the viewer. */
function glitter(rand: () => number, sunX: number, colour: string) {
  const out: string[] = [];
  for (let y = HORIZON + 2; y < PICTURE_HEIGHT; y += 2 + (y - HORIZON) * 0.035) {
    const depth = (y - HORIZON) / (PICTURE_HEIGHT - HORIZON);
    for (let i = 0; i < 3; i++) {
      const spread = (rand() + rand() + rand() - 1.5) * (40 + depth * 160);
      const len = 6 + rand() * (10 + depth * 40);
      out.push(`M${n(sunX + spread - len / 2)} ${n(y)} h${n(len)}`);
    }
  }
  return `<path d="${out.join('')}" stroke="${colour}" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
}

function foam(s: Ship) {
  const { x0, x1, wl } = s;
  return [
    // Along the hull, the bow wave, and the wake trailing astern.
    `<path d="M${n(x0 + 30)} ${n(wl + 3)} H${n(x1 - 90)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round" filter="url(#soft)"/>`,
    `<path d="M${n(x1 - 150)} ${n(wl + 4)} Q${n(x1 - 70)} ${n(wl - 10)} ${n(x1 - 60)} ${n(wl + 2)} Q${n(x1 - 20)} ${n(wl + 14)} ${n(x1 + 40)} ${n(wl + 12)}" stroke="#ffffff" stroke-opacity="0.75" stroke-width="6" fill="none" filter="url(#soft)"/>`,
    `<path d="M${n(x0 + 40)} ${n(wl + 6)} Q${n(x0 - 80)} ${n(wl + 16)} ${n(x0 - 220)} ${n(wl + 8)} M${n(x0 + 30)} ${n(wl + 12)} Q${n(x0 - 60)} ${n(wl + 30)} ${n(x0 - 190)} ${n(wl + 34)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5" fill="none" filter="url(#soft)"/>`,
  ].join('');
}

function gulls(rand: () => number) {
  const out: string[] = [];
  for (let i = 0, count = 2 + Math.floor(rand() * 3); i < count; i++) {
    const x = 200 + rand() * 1200;
    const y = 120 + rand() * 260;
    const w = 8 + rand() * 6;
    out.push(`M${n(x - w)} ${n(y - 3)} q${n(w / 2)} -5 ${n(w)} 3 q${n(w / 2)} -8 ${n(w)} -3`);
  }
  return `<path d="${out.join('')}" stroke="#2b3640" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}

/** The whole picture of one ship: same name, same picture. */
export function shipScene(opts: { name: string; type: ShipType; palette: Palette; geared: boolean }): string {
  const rand = seededRandom(opts.name);
  const sky = skies[Math.floor(rand() * skies.length)];
  const ship: Ship = {
    name: opts.name,
    x0: 190,
    x1: 1410,
    deckY: WATERLINE - freeboard[opts.type],
    wl: WATERLINE,
    palette: opts.palette,
    rand,
    geared: opts.geared,
  };
  const sunX = 260 + rand() * 1080;
  const sun = sky.sun
    ? `<circle cx="${n(sunX)}" cy="${HORIZON - 150}" r="220" fill="url(#glow)"/><circle cx="${n(sunX)}" cy="${HORIZON - 150}" r="34" fill="${sky.sun}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.seaTop}"/><stop offset="1" stop-color="${sky.seaBottom}"/></linearGradient>
  <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.bottom}" stop-opacity="0"/><stop offset="0.7" stop-color="${sky.bottom}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.bottom}" stop-opacity="0"/></linearGradient>
  <linearGradient id="hull-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b38"/><stop offset="1" stop-color="#4c6378"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${sky.sun ?? '#fff'}" stop-opacity="0.8"/><stop offset="1" stop-color="${sky.sun ?? '#fff'}" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="blur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="4 2"/></filter>
  <clipPath id="below"><rect x="0" y="${WATERLINE}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT - WATERLINE}"/></clipPath>
</defs>
<rect width="${PICTURE_WIDTH}" height="${HORIZON}" fill="url(#sky)"/>
${sun}
${clouds(rand, sky.sun ? '#fff4e2' : '#ffffff')}
${gulls(rand)}
${rand() < 0.75 ? coast(rand, sky.land) : ''}
<rect y="${HORIZON}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT - HORIZON}" fill="url(#sea)"/>
<rect y="${HORIZON - 40}" width="${PICTURE_WIDTH}" height="60" fill="url(#haze)"/>
<g clip-path="url(#below)"><use xlink:href="#ship" transform="matrix(1 0 0 -0.55 0 ${n(WATERLINE * 1.55)})" opacity="0.28" filter="url(#blur)"/></g>
${waves(rand)}
${sky.sun ? glitter(rand, sunX, sky.sun) : ''}
<g id="ship">${drawShip[opts.type](ship)}</g>
${foam(ship)}
<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="url(#vignette)"/>
</svg>`;
}
