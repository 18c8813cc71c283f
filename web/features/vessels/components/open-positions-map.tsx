import { useId } from 'react';
import { Link } from 'react-router';
import type { OpenPosition } from '../api/types';
import { MapZoomControls } from './map-zoom-controls';
import { unitsPerPixel, viewBox } from './map-view';
import { useMapView } from './use-map-view';
import { project, WORLD_LAND_PATH } from './world-land';

const shipCount = (n: number) => `${n} ${n === 1 ? 'vessel' : 'vessels'}`;
/**
 * "Rotterdam, Netherlands: 2 vessels open"; a region's ships, drawn at its reference port but anywhere in it, read
 * "Open in US Gulf: 1 vessel", never as that port's.
 */
export const positionText = (p: OpenPosition) =>
  p.region ? `Open in ${p.name}: ${shipCount(p.vessels)}` : `${p.name}, ${p.country}: ${shipCount(p.vessels)} open`;

/** In CSS pixels: area grows with the number of ships, so a port with four reads as twice the size of one with one. */
const radius = (n: number) => 6 + 3 * Math.sqrt(n);
/** The tap target around a marker, in CSS pixels: at least 32 across, above the 24 a finger needs. */
const hitRadius = (n: number) => Math.max(16, radius(n) + 6);
/** A region's ring is wider than a port's disc, so a port's disc at the same reference port sits inside it. */
const markerRadius = (p: OpenPosition) => radius(p.vessels) + (p.region ? 8 : 0);

/**
 * The world drawn from a path baked into the bundle (scripts/build-world-map.ts): no tile server, works offline.
 * On a phone the box is taller than the world is wide, so it shows the busiest stretch and the rest is a drag, a
 * pinch or a button away. Each port is a link to the search filtered on it; the table under the map lists them too.
 * A region's ships are a dashed ring at its reference port, linked to the search filtered on the region.
 */
/** `dates` (`&from=…&to=…`, or nothing) keeps the search's dates on the port's link. */
export function OpenPositionsMap({ ports, busy, dates = '' }: { ports: OpenPosition[]; busy?: boolean; dates?: string }) {
  const placed = [...ports]
    .sort((a, b) => markerRadius(b) - markerRadius(a)) // small circles drawn last stay clickable
    .map((p) => {
      const [x, y] = project(p.lon, p.lat);
      return { p, x, y, r: markerRadius(p), weight: p.vessels };
    });
  const map = useMapView(placed);
  const mapId = useId();
  const hintId = useId();
  // Markers, strokes and labels are sized in screen pixels, whatever the zoom.
  const k = unitsPerPixel(map.view, map.size);

  return (
    <div>
      <div className="relative h-[clamp(300px,62svh,460px)] bg-navy-50 md:aspect-[1000/400] md:h-auto" aria-busy={busy || undefined}>
        <svg
          ref={map.ref}
          id={mapId}
          viewBox={viewBox(map.view, map.size)}
          // Before the box is measured (and on the server) the view has the map's own shape: fill the box with it.
          preserveAspectRatio="xMidYMid slice"
          role="group"
          aria-label="World map of open positions"
          aria-describedby={hintId}
          tabIndex={0}
          className="absolute inset-0 block size-full cursor-grab touch-none select-none outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sea-600 active:cursor-grabbing"
          onDragStart={(e) => e.preventDefault()} // a link dragged out of the map would end the pan
          {...map.handlers}
        >
          <path d={WORLD_LAND_PATH} className="fill-slate-300" stroke="white" strokeWidth={0.6} vectorEffect="non-scaling-stroke" aria-hidden />
          {placed.map(({ p, x, y, r }) => {
            const label = positionText(p);
            return (
              <Link
                key={`${p.region ? 'region' : 'port'}-${p.locode}`}
                to={`/vessels?port=${p.locode}${dates}`}
                aria-label={label}
                className="group outline-none"
                onFocus={() => map.reveal(x, y)}
              >
                <title>{label}</title>
                <circle cx={x} cy={y} r={Math.max(hitRadius(p.vessels), r) * k} fill="transparent" />
                <circle
                  cx={x}
                  cy={y}
                  r={r * k}
                  className={
                    p.region
                      ? 'fill-sea-700/35 stroke-sea-800 transition-colors group-hover:fill-navy-900/60 group-focus-visible:fill-navy-900/60'
                      : 'fill-sea-700/85 stroke-white transition-colors group-hover:fill-navy-900 group-focus-visible:fill-navy-900 group-focus-visible:stroke-sea-400'
                  }
                  strokeWidth={1.5 * k}
                  strokeDasharray={p.region ? `${3 * k} ${2 * k}` : undefined}
                />
                <circle
                  cx={x}
                  cy={y}
                  r={(r + 4) * k}
                  fill="none"
                  className="stroke-transparent group-focus-visible:stroke-navy-900"
                  strokeWidth={2.5 * k}
                />
                {p.vessels > 1 ? (
                  // A region's count sits on its ring's top edge: a port's disc may fill the middle.
                  <text
                    x={x}
                    y={p.region ? y - r * k : y}
                    dy="0.35em"
                    textAnchor="middle"
                    fontSize={11 * k}
                    className={`pointer-events-none font-semibold ${p.region ? 'fill-navy-900 stroke-white' : 'fill-white'}`}
                    strokeWidth={p.region ? 3 * k : undefined}
                    paintOrder="stroke"
                    aria-hidden
                  >
                    {p.vessels}
                  </text>
                ) : null}
              </Link>
            );
          })}
        </svg>
        <MapZoomControls
          mapId={mapId}
          canZoomIn={map.canZoomIn}
          canZoomOut={map.canZoomOut}
          isHome={map.isHome}
          onZoomIn={map.zoomIn}
          onZoomOut={map.zoomOut}
          onReset={map.reset}
        />
      </div>
      <p id={hintId} className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
        Drag to move the map; pinch, Ctrl + scroll or the buttons zoom it. With the map focused, the arrow keys move it and + and − zoom.
      </p>
    </div>
  );
}
