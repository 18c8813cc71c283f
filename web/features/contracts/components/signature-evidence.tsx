import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/feedback';
import { useSignatureEvidence } from '../api/evidence';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * For admins: the evidence of each signature, with the network address and browser the counterparty's PDF leaves
 * out. Shown only when asked for, because each reading is recorded on the audit log.
 */
export function SignatureEvidencePanel({ dealId }: { dealId: string }) {
  const [asked, setAsked] = useState(false);
  const evidence = useSignatureEvidence(dealId, asked);
  return (
    <Card className="mt-6 p-5">
      <h2 className="font-semibold text-navy-900">Signature evidence (admins)</h2>
      <p className="mt-1 text-sm text-slate-600">
        Each signer’s network address and browser, kept for disputes and not printed in the parties’ PDF. Opening it is recorded on the audit log.
      </p>
      {!asked ? (
        <Button variant="secondary" className="mt-3" onClick={() => setAsked(true)}>
          <ShieldCheck className="size-4" aria-hidden /> Show signature evidence
        </Button>
      ) : null}
      {evidence.error ? <Alert className="mt-3">{evidence.error.message}</Alert> : null}
      {evidence.data?.length === 0 ? <p className="mt-3 text-sm text-slate-600">Nobody has signed yet.</p> : null}
      {evidence.data?.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Evidence of each signature</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                {['Signer', 'Version', 'Signed at', 'IP address', 'User agent'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {evidence.data.map((s) => (
                <tr key={`${s.party}-${s.version}-${s.signedAt}`} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    {s.signerName}
                    <span className="block text-xs text-slate-500">
                      {s.company} ({s.party === 'owner' ? 'Owners' : 'Charterers'})
                    </span>
                  </td>
                  <td className="py-2 pr-3">{s.version}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utc(s.signedAt)}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{s.ip ?? 'not recorded'}</td>
                  <td className="py-2 pr-3 break-all text-xs text-slate-600">{s.userAgent ?? 'not recorded'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
