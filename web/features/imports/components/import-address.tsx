import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { useImportAddress } from '../api/address';
import { useRotateImportAddress } from '../api/rotate-address';
import { whenText } from '../format';

/** The company's own forwarding address, with Copy and "Make a new address" (the old one stops at once). */
export function ImportAddress() {
  const { data, error, isPending } = useImportAddress();
  const rotate = useRotateImportAddress();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <section aria-labelledby="import-address-title" className="space-y-3">
      <h2 id="import-address-title" className="text-base font-semibold text-navy-900">
        Your import address
      </h2>
      <p className="text-sm text-slate-600">Forward circulars here, or add it to the brokers’ lists, and each e-mail appears in the history below.</p>
      {isPending ? <Skeleton className="h-10 w-full" /> : null}
      {error ? <Alert>{error.message}</Alert> : null}
      {data ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900">
              {data.address}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy(data.address)}>
              <Copy aria-hidden className="size-4" /> Copy
            </Button>
          </div>
          <p role="status" className="text-sm text-slate-600">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'no'
                ? 'Your browser did not allow copying: select the address and copy it.'
                : ''}
          </p>
          {data.enabled ? null : (
            <Alert tone="info">
              This Fairlead server does not receive e-mail yet, so mail sent to this address is not imported for now. Paste the e-mail or drop its
              .eml file instead.
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                rotate.reset();
                setAsking(true);
              }}
            >
              <RefreshCw aria-hidden className="size-4" /> Make a new address
            </Button>
            {data.rotatedAt ? <span>Made on {whenText(data.rotatedAt)}</span> : null}
          </div>
        </>
      ) : null}
      <Dialog open={asking} onOpenChange={setAsking} title="Make a new import address?">
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            The current address stops working at once: mail sent to it from now on is refused. Give the new address to everyone who forwards circulars
            to you, and update the brokers’ lists.
          </p>
          {rotate.error ? <Alert>{rotate.error.message}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep this address
            </Button>
            <Button
              variant="danger"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    setCopied(null);
                    setAsking(false);
                  },
                })
              }
            >
              {rotate.isPending ? 'Working…' : 'Make a new address'}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
