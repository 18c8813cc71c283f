import { useEffect, useRef } from 'react';
import type { TextSpan } from '../../../../common/imports/reading';

/**
 * The e-mail as the parser read it, as text: React writes it as text nodes, so an HTML body's markup shows as
 * characters and never runs. `highlight` marks where the focused or hovered field was read, scrolled into view within the box.
 */
export function EmailText({ text, highlight }: { text: string; highlight: TextSpan | null }) {
  const box = useRef<HTMLPreElement>(null);
  const mark = useRef<HTMLElement>(null);
  const span = highlight && highlight.end <= text.length ? highlight : null;
  useEffect(() => {
    // Scrolls the text box only, never the page: on a phone the field being edited stays where the member is.
    const [pre, m] = [box.current, mark.current];
    if (!pre || !m) return;
    const top = m.offsetTop;
    if (top < pre.scrollTop || top + m.offsetHeight > pre.scrollTop + pre.clientHeight) pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
  }, [span?.start, span?.end]);
  return (
    <pre
      ref={box}
      tabIndex={0}
      aria-label="E-mail text"
      className="relative max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800 focus-visible:outline-2 focus-visible:outline-sea-600 sm:text-sm lg:max-h-[calc(100vh-8rem)]"
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
