import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string; children: ReactNode };

/** Modal with focus trapped inside and returned to the trigger on close (Radix). Loaded by ./dialog.tsx when first opened. */
export default function ModalDialog({ open, onOpenChange, title, description, children }: DialogProps) {
  // Opened from state rather than a Radix trigger, so remember who had focus and give it back on close.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-navy-950/50" />
        <D.Content
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            if (returnTo.current?.isConnected) {
              e.preventDefault();
              returnTo.current.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{title}</D.Description>
              )}
            </div>
            <D.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <X className="size-5" aria-hidden />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
