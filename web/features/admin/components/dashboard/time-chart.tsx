import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';

export type TimeSeries = { label: string; values: number[]; color: string; dash?: number[]; bars?: boolean };

type Props = {
  /** Each bucket's first day (YYYY-MM-DD, UTC). */
  starts: string[];
  bucket: 'day' | 'week' | 'month';
  series: TimeSeries[];
  /** How the y axis writes a value. */
  format: (n: number) => string;
  /** Counts tick in whole numbers. */
  integer?: boolean;
  height?: number;
};

const axis = {
  stroke: '#475569',
  font: '12px Inter, ui-sans-serif, system-ui, sans-serif',
  grid: { stroke: '#e2e8f0', width: 1 },
  ticks: { stroke: '#cbd5e1', width: 1 },
};
const tickDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const tickMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000];

// uPlot's own stylesheet, added by this chunk when a chart first draws: a CSS file of the route would add its name
// to the app's first script (the list of each route's files), which has no room left. Then the app's type and colours.
const styles = `${uplotCss}.dashboard-chart .uplot{font-family:inherit;width:100%}.dashboard-chart .u-legend{font-size:12px;color:#334155}`;
function addStyles() {
  if (document.getElementById('uplot-styles')) return;
  const style = document.createElement('style');
  style.id = 'uplot-styles';
  style.textContent = styles;
  document.head.append(style);
}

/** True where a canvas can be drawn (not in a test's DOM): without one the table beside the chart stands alone. */
function canDraw() {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/**
 * A time series drawn with uPlot (canvas, about 20 KB: docs/decisions/042). The canvas is hidden from screen readers;
 * the table the caller renders beside it carries the same numbers. It follows its container's width.
 */
export function TimeChart({ starts, bucket, series, format, integer, height = 220 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    addStyles();
    const xs = starts.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    // The first bucket starts on the period's first day (29 Nov), the next ones on the bucket's own (1 Dec): drawn
    // where a whole bucket would start, so that the two-day step does not make every bar two days wide.
    if (xs.length > 2) xs[0] = Math.min(xs[0], xs[1] - (xs[2] - xs[1]));
    const pad = (bucket === 'month' ? 30 : bucket === 'week' ? 7 : 1) * 43_200;
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          // Half a bucket either side, so the first and last bars are drawn whole.
          x: { time: true, range: (_u, min, max) => (series.some((s) => s.bars) ? [min - pad, max + pad] : [min, max]) },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        // The legend names the lines; the values are in the table below, so it does not follow the pointer.
        legend: { show: series.length > 1, live: false },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: s.bars ? 0 : 2,
            dash: s.dash,
            fill: s.bars ? s.color : undefined,
            paths: s.bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined,
            points: { show: !s.bars && starts.length <= 12 },
          })),
        ],
        axes: [
          { ...axis, values: (_u, splits) => splits.map((ts) => (bucket === 'month' ? tickMonth : tickDay).format(new Date(ts * 1000))) },
          { ...axis, size: 64, values: (_u, splits) => splits.map(format), incrs: integer ? wholeSteps : undefined },
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [starts, bucket, series, format, integer, height]);
  // The box keeps the drawn chart's height (plot and legend) before and after it draws: no shift when it appears.
  return (
    <div ref={box} aria-hidden className="dashboard-chart w-full overflow-hidden" style={{ minHeight: series.length > 1 ? height + 40 : height }} />
  );
}
