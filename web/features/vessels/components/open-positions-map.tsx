import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OpenPosition } from '../api/types';
import { MAP_WIDTH, project, WORLD_LAND_PATH } from './world-land';

// Crops the polar rows (about 83°N to 61°S): no port lies there, and the map gains height where the ports are.
const TOP = 20;
const HEIGHT = 400;
export const MAP_ASPECT = `${MAP_WIDTH} / ${HEIGHT}`;

export const positionText = (p: OpenPosition) => `${p.name}, ${p.country}: ${p.vessels} ${p.vessels === 1 ? 'vessel' : 'vessels'} open`;

/** Area grows with the number of ships, so a port with four reads as twice the size of one with one. */
const radius = (n: number) => 5 + 4 * Math.sqrt(n);

/**
 * The world drawn from a path baked into the bundle (scripts/build-world-map.ts): no tile server, works offline.
 * Each port is a link to the search filtered on it; the list under the map says the same for screen readers.
 */
export function OpenPositionsMap({ ports }: { ports: OpenPosition[] }) {
  const sorted = [...ports].sort((a, b) => b.vessels - a.vessels); // small circles drawn last stay clickable
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(MAP_WIDTH);
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || MAP_WIDTH));
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  // On a phone the whole world is ~340 px wide: grow the markers so they stay visible and tappable.
  const boost = Math.min(3, Math.max(1, (0.75 * MAP_WIDTH) / width));

  return (
    <svg
      ref={ref}
      viewBox={`0 ${TOP} ${MAP_WIDTH} ${HEIGHT}`}
      role="group"
      aria-label="World map of open positions"
      className="block h-auto w-full"
      style={{ aspectRatio: MAP_ASPECT }}
    >
      <rect x={0} y={TOP} width={MAP_WIDTH} height={HEIGHT} className="fill-navy-50" />
      <path d={WORLD_LAND_PATH} className="fill-slate-300" stroke="white" strokeWidth={0.4} aria-hidden />
      {sorted.map((p) => {
        const [x, y] = project(p.lon, p.lat);
        const r = radius(p.vessels) * boost;
        const label = positionText(p);
        return (
          <Link key={p.locode} to={`/vessels?port=${p.locode}`} aria-label={label} className="group outline-none">
            <title>{label}</title>
            {/* A wider invisible target: at phone width the visible dot is only a few pixels across. */}
            <circle cx={x} cy={y} r={r + 8 * boost} fill="transparent" />
            <circle
              cx={x}
              cy={y}
              r={r}
              className="fill-sea-700/85 stroke-white transition-colors group-hover:fill-navy-900 group-focus-visible:fill-navy-900 group-focus-visible:stroke-sea-400"
              strokeWidth={1.5 * boost}
            />
            <circle cx={x} cy={y} r={r + 5 * boost} fill="none" className="stroke-transparent group-focus-visible:stroke-navy-900" strokeWidth={2.5 * boost} />
            {p.vessels > 1 ? (
              <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={10 * boost} className="pointer-events-none fill-white font-semibold" aria-hidden>
                {p.vessels}
              </text>
            ) : null}
          </Link>
        );
      })}
    </svg>
  );
}
