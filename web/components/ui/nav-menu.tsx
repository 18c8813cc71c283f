import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

export type NavMenuItem = { label: string; to: string; icon?: ReactNode };

/**
 * A menu of links in the site's navigation: WAI-ARIA's disclosure navigation pattern (a button that shows a
 * list of links), not an application menu. Escape, a click elsewhere or leaving it with Tab closes it; the arrow
 * keys move between its links. A small component rather than a menu library: it is in the header of every page,
 * so in the first script every page loads.
 */
export function NavMenu({
  trigger,
  items,
  label,
  align = 'start',
}: {
  trigger: ReactNode;
  items: NavMenuItem[];
  label: string;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // After the list has rendered when it was closed.
    requestAnimationFrame(() => {
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % all.length : at <= 0 ? all.length - 1 : at - 1;
      all[next]?.focus();
    });
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900',
          open && 'bg-slate-100',
        )}
      >
        {trigger}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-navy-50 hover:text-navy-900 focus-visible:bg-navy-50 focus-visible:text-navy-900"
            >
              {item.icon}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
