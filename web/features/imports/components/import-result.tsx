import { Link } from 'react-router';
import type { Import } from '../../../../common/imports/api';
import { Badge } from '../../../components/ui/feedback';
import { outcomeOf, subjectText } from '../format';

/** What one pasted or uploaded e-mail became, with the way to its review page. */
export function ImportResult({ imported }: { imported: Import }) {
  const outcome = outcomeOf(imported);
  const drafts = imported.positionCount + imported.cargoCount;
  const action = imported.status === 'read' && drafts > 0 ? `Review ${drafts === 1 ? 'the draft' : `${drafts} drafts`}` : 'See the e-mail';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Badge tone={outcome.tone}>{outcome.label}</Badge>
      {outcome.detail ? <span className="text-slate-700">{outcome.detail}</span> : null}
      <Link
        to={`/app/import/${imported.id}`}
        aria-label={`${action} of ${subjectText(imported.subject)}`}
        className="font-semibold text-sea-700 underline-offset-2 hover:underline"
      >
        {action}
      </Link>
    </div>
  );
}
