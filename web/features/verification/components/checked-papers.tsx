import { daysFrom, renewalDue, verificationDocumentLabels, type VerificationSubmission } from '../../../../common/verification/schemas';
import { Badge, Card } from '../../../components/ui/feedback';
import { day, inDays } from './format';

/** How long a checked paper has left, flagged from the first notice's window on. */
function PaperExpiry({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  if (!expiresOn) return null;
  const left = daysFrom(today, expiresOn);
  if (left < 0) return <Badge tone="red">Expired on {day(expiresOn)}: send a fresh copy</Badge>;
  if (renewalDue(today, expiresOn)) return <Badge tone="yellow">Expires {inDays(left)}: send a fresh copy</Badge>;
  return null;
}

/**
 * The approved file: the details and each paper Fairlead checked, the day it checked them and when each expires. The
 * links download the papers; the API serves them to the company's members and Fairlead's admins only.
 */
export function CheckedPapers({ file, today }: { file: VerificationSubmission; today: string }) {
  const d = file.details;
  const facts: [string, string | undefined][] = [
    ['Legal name', d.legalName],
    ['Registration', d.registrationNumber && d.registrationCountry ? `${d.registrationNumber} (${d.registrationCountry})` : undefined],
    ['Registered address', d.registeredAddress],
    ['Signatory', d.signatoryName && d.signatoryRole ? `${d.signatoryName}, ${d.signatoryRole}` : d.signatoryName],
  ];
  return (
    <Card className="space-y-3 p-4">
      <header>
        <h2 className="text-lg font-semibold text-navy-900">What Fairlead checked</h2>
        <p className="text-sm text-slate-600">
          {file.checkedOn ? `Checked on ${day(file.checkedOn)}. ` : null}Only your company and Fairlead’s compliance team can open these papers.
        </p>
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts
          .filter((f): f is [string, string] => !!f[1])
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="mb-1 font-medium break-words text-navy-900 sm:mb-0">{value}</dd>
            </div>
          ))}
      </dl>
      <ul aria-label="Checked papers" className="divide-y divide-slate-100 border-t border-slate-100">
        {file.documents.map((doc) => (
          <li key={doc.id} className="space-y-1 py-3 text-sm">
            <p className="font-medium text-navy-900">{verificationDocumentLabels[doc.kind].title}</p>
            <a className="break-all text-teal-700 underline focus-visible:outline-2" href={doc.url} download>
              {doc.name}
            </a>
            <p className="text-slate-600">
              {file.checkedOn ? <>Checked on {day(file.checkedOn)}</> : null}
              {file.checkedOn && doc.expiresOn ? ' · ' : null}
              {doc.expiresOn ? <>Expires on {day(doc.expiresOn)}</> : null}
            </p>
            <PaperExpiry expiresOn={doc.expiresOn} today={today} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
