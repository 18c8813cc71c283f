import { FileCheck2, FileWarning } from 'lucide-react';
import { Badge, Card } from '../../../components/ui/feedback';
import type { VesselPageData } from '../api/types';
import { dateText } from '../format';

/**
 * The ship's certificates Fairlead verified from the documents, each with the date it is valid until (#29). The files
 * themselves are the owner's and Fairlead's only: no links here.
 */
export function DocumentsCard({ documents }: { documents: VesselPageData['documents'] }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Ship’s certificates</h2>
      <p className="mt-2">
        {documents.verified ? (
          <Badge tone="green">
            <FileCheck2 aria-hidden className="size-3.5" /> Documents verified
          </Badge>
        ) : (
          <Badge tone="yellow">
            <FileWarning aria-hidden className="size-3.5" /> Documents not all verified
          </Badge>
        )}
      </p>
      {documents.certificates.length ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {documents.certificates.map((c) => (
            <li key={c.kind}>
              {c.label} <span className="text-slate-500">· valid until {dateText(c.validUntil)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No certificate verified yet.</p>
      )}
      <p className="mt-3 text-xs text-slate-500">Fairlead checks each certificate against its document and its expiry date.</p>
    </Card>
  );
}
