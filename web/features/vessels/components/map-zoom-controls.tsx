import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  mapId: string;
  canZoomIn: boolean;
  canZoomOut: boolean;
  isHome: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
};

/** Buttons for those who cannot pinch: 40 px squares, reachable by Tab, over the map's top right corner. */
export function MapZoomControls({ mapId, canZoomIn, canZoomOut, isHome, onZoomIn, onZoomOut, onReset }: Props) {
  return (
    <div
      role="group"
      aria-label="Map view"
      className="absolute right-2 top-2 flex flex-col overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-slate-300"
    >
      <ControlButton label="Zoom in" mapId={mapId} enabled={canZoomIn} onClick={onZoomIn}>
        <Plus className="size-5" aria-hidden />
      </ControlButton>
      <ControlButton label="Zoom out" mapId={mapId} enabled={canZoomOut} onClick={onZoomOut}>
        <Minus className="size-5" aria-hidden />
      </ControlButton>
      <ControlButton label="Reset the map" mapId={mapId} enabled={!isHome} onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden />
      </ControlButton>
    </div>
  );
}

function ControlButton({
  label,
  mapId,
  enabled,
  onClick,
  children,
}: {
  label: string;
  mapId: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  // aria-disabled rather than disabled: a disabled button drops the keyboard focus of someone pressing it repeatedly.
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-controls={mapId}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onClick()}
      className="grid size-10 place-items-center border-b border-slate-200 text-navy-900 last:border-b-0 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sea-600 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}
