import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './modal-dialog';

// Radix's dialog with its focus trap and layers is 12 KB gzipped: fetched when a dialog first opens, not with every
// page that has one behind a button (the deal page, the admin tables).
const ModalDialog = lazy(() => import('./modal-dialog'));

/** Modal with focus trapped inside and returned to the trigger on close. */
export function Dialog(props: DialogProps) {
  // Kept once opened, so that closing it still returns the focus to where it was.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
