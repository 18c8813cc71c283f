import { DropdownMenu as M } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem = { label: string; to?: string; onSelect?: () => void; icon?: ReactNode };

/** Keyboard-operable menu (arrow keys, Escape, focus return) built on Radix. */
export function Dropdown({ trigger, items, label, align = 'start' }: { trigger: ReactNode; items: MenuItem[]; label: string; align?: 'start' | 'end' }) {
  return (
    <M.Root modal={false}>
      <M.Trigger aria-label={label} className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 data-[state=open]:bg-slate-100">
        {trigger}
        <ChevronDown aria-hidden className="size-4" />
      </M.Trigger>
      <M.Portal>
        <M.Content align={align} sideOffset={6} className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {items.map((item) => (
            <M.Item
              key={item.label}
              asChild={!!item.to}
              onSelect={item.onSelect}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-navy-50 data-[highlighted]:text-navy-900"
            >
              {item.to ? (
                <Link to={item.to}>
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <span>
                  {item.icon}
                  {item.label}
                </span>
              )}
            </M.Item>
          ))}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
