import { useEffect, useRef } from 'react';
import type { TextSpan } from '../../../../common/imports/reading';

/**
 * The e-mail as the parser read it, as text: React writes it as text nodes, so an HTML body's markup shows as
 * characters and never runs. `highlight` marks where the focused or hovered field was read, and scrolls it into view.
 */
export function EmailText({ text, highlight }: { text: string; highlight: TextSpan | null }) {
  const mark = useRef<HTMLElement>(null);
  const span = highlight && highlight.end <= text.length ? highlight : null;
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    mark.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [span?.start, span?.end]);
  return (
    <pre
      tabIndex={0}
      aria-label="E-mail text"
      className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800 focus-visible:outline-2 focus-visible:outline-sea-600 sm:text-sm lg:max-h-[calc(100vh-8rem)]"
    >
      {span ? (
        <>
          {text.slice(0, span.start)}
          <mark ref={mark} className="rounded-sm bg-amber-200 text-slate-950 ring-2 ring-amber-500">
            {text.slice(span.start, span.end)}
          </mark>
          {text.slice(span.end)}
        </>
      ) : (
        text
      )}
    </pre>
  );
}
