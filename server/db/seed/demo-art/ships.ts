// The demo ships by type: what sits on each hull (holds, cranes, boxes, pipework, decks of cabins), as SVG markup.
import { crane, deckhouse, foremast, funnel, hull, lifeboat, n, rect, type Ship } from './parts';

export type ShipType = 'bulkCarrier' | 'container' | 'tanker' | 'roro' | 'passenger' | 'general';

/** The accommodation aft with its funnel and lifeboat, as most cargo ships have it. */
function aftHouse(s: Ship, floors: number) {
  const x = s.x0 + 70;
  const house = deckhouse(s, x, 150, floors);
  return {
    end: x + 150,
    svg: [funnel(s, x - 4, house.top - 4, 54, 74), house.svg, lifeboat(s.x0 + 42, s.deckY - 30)].join(''),
  };
}

/** Hatch covers between `from` and `to`, `count` of them, each on its coaming. */
function hatches(s: Ship, from: number, to: number, count: number, height = 18) {
  const pitch = (to - from) / count;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = from + i * pitch + 8;
    out.push(rect(x, s.deckY - 12 - height, pitch - 16, height, s.palette.deck, 'rx="3"'));
    out.push(rect(x, s.deckY - 12 - height, pitch - 16, 4, '#ffffff', 'fill-opacity="0.18" rx="2"'));
    out.push(rect(x + 4, s.deckY - 14, pitch - 24, 4, '#000', 'fill-opacity="0.25"'));
  }
  return { svg: out.join(''), pitch };
}

function bulkCarrier(s: Ship) {
  const house = aftHouse(s, 5);
  const from = house.end + 26;
  const to = s.x1 - 140;
  const count = s.x1 - s.x0 > 1150 ? 7 : 6;
  const holds = hatches(s, from, to, count, 20);
  const cranes: string[] = [];
  if (s.geared) for (let i = 1; i < count; i += 2) cranes.push(crane(s, from + i * holds.pitch, { jib: holds.pitch * 1.3, angle: 18 }));
  return [hull(s), house.svg, holds.svg, cranes.join(''), foremast(s.x1 - 70, s.deckY - 32)].join('');
}

function general(s: Ship) {
  const house = aftHouse(s, 4);
  const from = house.end + 26;
  const to = s.x1 - 140;
  const holds = hatches(s, from, to, 3, 22);
  const heavy = [0.95, 1.95].map((i) => crane(s, from + i * holds.pitch, { height: 62, jib: 260, angle: 30, heavy: true }));
  return [hull(s, { forecastle: 30 }), house.svg, holds.svg, heavy.join(''), foremast(s.x1 - 70, s.deckY - 38)].join('');
}

const boxColours = [
  '#b33a2e',
  '#1f5f8b',
  '#2e7d4f',
  '#d68a10',
  '#7f8c8d',
  '#5d6d7e',
  '#a04000',
  '#173f63',
  '#e4e2dc',
  '#8e44ad',
  '#c0392b',
  '#117a8b',
];

function container(s: Ship) {
  const house = aftHouse(s, 6);
  const from = house.end + 18;
  const to = s.x1 - 150;
  const bay = 84;
  const out: string[] = [];
  for (let x = from; x + bay <= to; x += bay + 6) {
    const tiers = 3 + Math.floor(s.rand() * 3) + (x > to - bay * 2 ? -1 : 0);
    for (let t = 0; t < tiers; t++) {
      const y = s.deckY - 14 - (t + 1) * 19;
      // Two 20-foot boxes or one 40-footer, in a line's colours.
      const halves =
        s.rand() < 0.3
          ? [
              [x, bay / 2 - 1],
              [x + bay / 2 + 1, bay / 2 - 1],
            ]
          : [[x, bay]];
      for (const [bx, bw] of halves) {
        const colour = boxColours[Math.floor(s.rand() * boxColours.length)];
        out.push(rect(bx, y, bw, 18, colour, 'stroke="#000" stroke-opacity="0.25" stroke-width="1"'));
        for (let c = bx + 7; c < bx + bw - 4; c += 7)
          out.push(`<path d="M${n(c)} ${n(y + 2)} V${n(y + 16)}" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/>`);
      }
    }
    out.push(rect(x + bay + 1, s.deckY - 52, 4, 40, '#9aa3ab'));
  }
  return [
    hull(s, { forecastle: 30 }),
    house.svg,
    rect(from, s.deckY - 16, to - from, 5, '#6b7178'),
    out.join(''),
    foremast(s.x1 - 66, s.deckY - 38),
  ].join('');
}

function tanker(s: Ship) {
  const house = aftHouse(s, 5);
  const from = house.end + 10;
  const to = s.x1 - 130;
  const out = [
    // Cargo lines along the deck, the catwalk above them on its posts.
    `<path d="M${n(from)} ${n(s.deckY - 17)} H${n(to)} M${n(from)} ${n(s.deckY - 23)} H${n(to)}" stroke="#8d959c" stroke-width="3"/>`,
    `<path d="M${n(from)} ${n(s.deckY - 40)} H${n(to)}" stroke="#cfd3d6" stroke-width="3"/>`,
  ];
  for (let x = from + 20; x < to; x += 46) out.push(`<path d="M${n(x)} ${n(s.deckY - 12)} V${n(s.deckY - 40)}" stroke="#b9bec2" stroke-width="2"/>`);
  // The manifold midships with its hose crane, and vent masts.
  const mid = (from + to) / 2;
  for (const dx of [-28, -10, 8, 26])
    out.push(`<path d="M${n(mid + dx)} ${n(s.deckY - 12)} V${n(s.deckY - 50)} h10" stroke="#c4c9cd" stroke-width="4" fill="none"/>`);
  out.push(crane(s, mid + 60, { height: 40, jib: 120, angle: 38 }));
  for (const x of [from + 120, to - 140]) out.push(`<path d="M${n(x)} ${n(s.deckY - 12)} V${n(s.deckY - 76)}" stroke="#d5d8db" stroke-width="4"/>`);
  return [hull(s, { forecastle: 22 }), house.svg, out.join(''), foremast(s.x1 - 66, s.deckY - 30)].join('');
}

function roro(s: Ship) {
  const top = s.deckY - 150;
  const front = s.x1 - 165;
  const body = `M${n(s.x0 + 14)} ${n(s.deckY - 8)} V${n(top)} H${n(front - 40)} C${n(front + 10)} ${n(top)} ${n(front + 40)} ${n(top + 40)} ${n(front + 50)} ${n(s.deckY - 2)}Z`;
  const out = [
    `<path d="${body}" fill="${s.palette.house}"/>`,
    `<path d="${body}" fill="url(#hull-shade)" fill-opacity="0.5"/>`,
    rect(s.x0 + 14, top + 34, front - s.x0 - 20, 6, s.palette.band),
    // Bridge forward, glazed across its face; vents along the upper deck; the stern ramp stowed upright.
    rect(front - 150, top - 26, 170, 28, s.palette.house),
    rect(front - 142, top - 20, 158, 11, 'url(#glass)'),
    funnel(s, s.x0 + 120, top + 2, 48, 54),
    rect(s.x0 + 4, s.deckY - 118, 14, 110, '#4a5158'),
  ];
  for (let x = s.x0 + 220; x < front - 200; x += 120) out.push(rect(x, top - 12, 34, 12, '#c7ccd0'));
  // Panel seams and the louvres of the car decks' ventilation, so the long side reads as steel, not a box.
  for (let x = s.x0 + 60; x < front; x += 64) out.push(rect(x, top + 4, 1.5, s.deckY - top - 12, '#000', 'fill-opacity="0.06"'));
  for (let x = s.x0 + 180; x < front - 120; x += 96) out.push(rect(x, top + 62, 40, 22, '#8c959d', 'fill-opacity="0.55"'));
  return [hull(s, { forecastle: 18 }), out.join('')].join('');
}

function passenger(s: Ship) {
  const out: string[] = [];
  const tiers = [
    { from: s.x0 + 30, to: s.x1 - 150, h: 34 },
    { from: s.x0 + 70, to: s.x1 - 200, h: 30 },
    { from: s.x0 + 160, to: s.x1 - 250, h: 28 },
  ];
  let base = s.deckY - 8;
  for (const [i, t] of tiers.entries()) {
    const y = base - t.h;
    out.push(
      `<path d="M${n(t.from)} ${n(base)} V${n(y)} H${n(t.to - 30)} Q${n(t.to)} ${n(y)} ${n(t.to + 18)} ${n(base)}Z" fill="${s.palette.house}"/>`,
    );
    const windowW = i === 0 ? 16 : 22;
    for (let x = t.from + 12; x < t.to - 24; x += windowW + 8) out.push(rect(x, y + 9, windowW, 12, '#2c3e50', 'fill-opacity="0.85" rx="2"'));
    base = y;
  }
  // The bridge atop, lifeboats along the first deck, a funnel aft in the line's colours.
  out.push(rect(s.x1 - 420, base - 26, 150, 26, s.palette.house), rect(s.x1 - 414, base - 20, 136, 11, 'url(#glass)'));
  for (let x = s.x0 + 110; x < s.x1 - 300; x += 110) out.push(rect(x, s.deckY - 8 - tiers[0].h - 14, 66, 18, '#e8711c', 'rx="8"'));
  out.push(funnel(s, s.x0 + 230, base + 2, 62, 70));
  return [hull(s, { forecastle: 12, stripe: s.palette.band, upper: { colour: s.palette.house, depth: 22 } }), out.join('')].join('');
}

export const drawShip: Record<ShipType, (s: Ship) => string> = { bulkCarrier, general, container, tanker, roro, passenger };
