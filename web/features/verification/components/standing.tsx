import type { ReactNode } from 'react';
import {
  daysFrom,
  renewalDue,
  verificationDocumentLabels,
  verificationStatusLabels,
  verifiedMark,
  type MyVerification,
  type VerificationSubmission,
} from '../../../../common/verification/schemas';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { day, inDays, statusTone } from './format';

/** A warning that stays on the page without interrupting a screen reader on load. */
const Warning = ({ children }: { children: ReactNode }) => (
  <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
    {children}
  </div>
);

const list = (titles: string[]) => (titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}` : titles[0]);

/** What the open or last file is waiting for, in the member's words. */
function SubmissionLine({ file, renewal }: { file: VerificationSubmission; renewal: boolean }) {
  const lead: Record<VerificationSubmission['status'], string> = {
    draft: 'Not sent yet: fill in the details, upload every paper and send it for review.',
    submitted: `With Fairlead’s compliance team since ${file.submittedAt ? day(file.submittedAt.slice(0, 10)) : 'today'}; you will be told when it is decided.${renewal ? ' Your company stays verified by the papers checked before until then.' : ''}`,
    more_info_requested: 'Fairlead needs more before deciding: change what is asked below and send it again.',
    rejected: renewal ? 'Your company stays verified by the papers checked before until they expire.' : 'Start a new submission to try again.',
    approved: '',
  };
  return (
    <div className="space-y-2">
      <p>
        {renewal ? 'Your renewal: ' : 'Your submission: '}
        <Badge tone={statusTone[file.status]}>{verificationStatusLabels[file.status]}</Badge>
      </p>
      {lead[file.status] ? <p className="text-slate-600">{lead[file.status]}</p> : null}
      {file.decisionNote ? (
        <Alert tone={file.status === 'rejected' ? 'error' : 'info'}>
          {file.status === 'rejected' ? 'Reason: ' : 'Fairlead asks: '}
          {file.decisionNote}
        </Alert>
      ) : null}
    </div>
  );
}

/** The company's standing: verified until when, due for renewal, lapsed or not verified; and the file under way. */
export function Standing({ data, children }: { data: MyVerification; children?: ReactNode }) {
  const { submission, approved, today, expiresOn } = data;
  const lapsed = !!expiresOn && daysFrom(today, expiresOn) <= 0;
  const due = data.verified && !!expiresOn && !lapsed && renewalDue(today, expiresOn);
  const duePapers = (approved?.documents ?? [])
    .filter((d) => d.expiresOn && renewalDue(today, d.expiresOn))
    .map((d) => verificationDocumentLabels[d.kind].title.replace(/^\w/, (c) => c.toLowerCase()));
  const renewing = !!approved && !!submission && submission.id !== approved.id;
  return (
    <Card className="space-y-3 p-4 text-sm">
      {lapsed && expiresOn ? (
        // Read from the date itself: the lapse counts before its job has run, as it does for starting deals.
        <Alert>
          Your verification expired on {day(expiresOn)}. Your open deals carry on, but you cannot start new ones until Fairlead has checked a fresh
          copy of the expired papers.
        </Alert>
      ) : data.verified && data.checkedOn ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone="green">{verifiedMark(data.checkedOn)}</Badge>
          {expiresOn ? <span className="text-slate-600">Valid until {day(expiresOn)}, when the first of your documents expires.</span> : null}
        </p>
      ) : data.verified ? (
        // Verified before documents were asked for (by the one-click check since retired): true, but nothing to date it by.
        <p className="text-slate-700">
          <Badge tone="green">Verified company</Badge>
          <span className="ml-2 text-slate-600">Send your registration and documents below to have the check dated and shown on your page.</span>
        </p>
      ) : (
        <p className="text-slate-700">Your company is not verified yet: until it is, you cannot send enquiries or offer ships.</p>
      )}
      {due && expiresOn ? (
        <Warning>
          <p className="font-semibold">
            Your verification expires {inDays(daysFrom(today, expiresOn))}, on {day(expiresOn)}.
          </p>
          <p>
            {duePapers.length ? `Your ${list(duePapers)} ${duePapers.length > 1 ? 'expire' : 'expires'} by then. ` : null}
            Send a fresh copy for review before that day: from it you cannot start new deals until Fairlead has checked the new papers.
          </p>
        </Warning>
      ) : null}
      {submission && submission.status !== 'approved' ? <SubmissionLine file={submission} renewal={renewing} /> : null}
      {children}
    </Card>
  );
}
