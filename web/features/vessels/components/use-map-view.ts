import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import {
  centreOn,
  clampView,
  homeView,
  narrowestView,
  panBy,
  shows,
  UNMEASURED,
  widestView,
  zoomAt,
  type MapPoint,
  type Size,
  type View,
} from './map-view';

const ZOOM_STEP = 1.6;
// A tap wobbles a few pixels; only a move further than this is a drag (and then the tap on a marker is not a click).
const DRAG_SLOP = 6;

type Pointer = { x: number; y: number };
const distance = (a: Pointer, b: Pointer) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The map's view and the ways to move it: one finger or the mouse drags, two fingers pinch, Ctrl + wheel (and a
 * trackpad pinch) zooms at the pointer, arrow keys and + / − work while the map has focus. The box is measured in
 * an effect, never during render, so the map renders on the server and hydrates to the same markup.
 */
export function useMapView(points: MapPoint[]) {
  const ref = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState<Size>(UNMEASURED);
  // null while the owner of the screen has not moved the map: the home view then follows rotation and loading ports.
  const [moved, setMoved] = useState<View | null>(null);
  const home = homeView(size, points);
  const view = moved ? clampView(moved, size) : home;
  const change = (op: (v: View) => View) => setMoved((v) => op(v ? clampView(v, size) : home));

  const pointers = useRef(new Map<number, Pointer>());
  const dragStart = useRef<Pointer | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const svg = ref.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  const local = (e: { clientX: number; clientY: number }): Pointer => {
    const box = ref.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  // Plain wheel scrolls the page past the map; only Ctrl/⌘ + wheel (which a trackpad pinch also sends) zooms.
  const onWheel = useEffectEvent((e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    const at = local(e);
    change((v) => zoomAt(v, size, Math.exp(-e.deltaY / 200), at.x, at.y));
  });
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    // React's own wheel listener is passive and could not stop the page from zooming.
    const listener = (e: WheelEvent) => onWheel(e);
    svg.addEventListener('wheel', listener, { passive: false });
    return () => svg.removeEventListener('wheel', listener);
  }, []);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 1) {
      dragStart.current = local(e);
      dragged.current = false;
    }
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    if (!dragged.current) {
      if (pointers.current.size === 1 && dragStart.current && distance(now, dragStart.current) < DRAG_SLOP) return;
      dragged.current = true;
      // Captured only once it is a drag: capturing at once would take the tap away from the marker under it.
      for (const id of pointers.current.keys()) {
        try {
          e.currentTarget.setPointerCapture(id);
        } catch {
          // That finger has already lifted; its pointerup removes it.
        }
      }
    }
    pointers.current.set(e.pointerId, now);
    const others = [...pointers.current].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    if (others.length === 0) return change((v) => panBy(v, size, now.x - before.x, now.y - before.y));
    // Two fingers: zoom by how far they spread, about the point between them, and follow that point as it moves.
    const other = others[0];
    const [was, is] = [
      { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 },
      { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 },
    ];
    const spread = distance(before, other) > 0 ? distance(now, other) / distance(before, other) : 1;
    change((v) => panBy(zoomAt(v, size, spread, was.x, was.y), size, is.x - was.x, is.y - was.y));
  };

  const onPointerEnd = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) dragStart.current = null;
  };

  // The click that ends a drag is not a tap on the marker the drag started on, whichever element the browser aims it at
  // (Chromium aims it at the map once the pointer is captured; this does not rely on that).
  const onClickCapture = (e: MouseEvent<SVGSVGElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = Math.min(size.width, size.height) / 4;
    const moves: Record<string, (v: View) => View> = {
      ArrowLeft: (v) => panBy(v, size, step, 0),
      ArrowRight: (v) => panBy(v, size, -step, 0),
      ArrowUp: (v) => panBy(v, size, 0, step),
      ArrowDown: (v) => panBy(v, size, 0, -step),
      '+': (v) => zoomAt(v, size, ZOOM_STEP),
      '=': (v) => zoomAt(v, size, ZOOM_STEP),
      '-': (v) => zoomAt(v, size, 1 / ZOOM_STEP),
    };
    if (e.key === '0' || e.key === 'Home') setMoved(null);
    else if (moves[e.key]) change(moves[e.key]);
    else return;
    e.preventDefault(); // the arrows would scroll the page as well
  };

  return {
    ref,
    size,
    view,
    // Half a percent of slack: a box measured at 1198.4 × 479.2 px is the map's shape, not a hair wider.
    canZoomIn: view.w > narrowestView(size) * 1.005,
    canZoomOut: view.w < widestView(size) * 0.995,
    isHome: moved === null,
    zoomIn: () => change((v) => zoomAt(v, size, ZOOM_STEP)),
    zoomOut: () => change((v) => zoomAt(v, size, 1 / ZOOM_STEP)),
    reset: () => setMoved(null),
    /** Brings a marker that got keyboard focus into view, if it was panned off. */
    reveal: (x: number, y: number) => {
      if (!shows(view, size, x, y, 24)) change((v) => centreOn(v, size, x, y));
    },
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture, onKeyDown },
  };
}
