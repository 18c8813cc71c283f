import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ScreeningOccasion, SubjectType } from '../../../../common/sanctions/cases';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDecideSanctionsCase, useSanctionsCases, type SanctionsCase } from '../api/sanctions';
import { ReasonDialog } from '../components/reason-dialog';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const subjectLabel: Record<SubjectType, string> = { company: 'Company', signatory: 'Signatory', vessel: 'Ship' };
const occasionLabel: Record<ScreeningOccasion, string> = {
  verification: 'at verification',
  deal_acceptance: 'at a deal’s acceptance',
  list_update: 'after a list update',
};
const statusTone = { open: 'yellow', cleared: 'green', confirmed: 'red' } as const;

type Deciding = { c: SanctionsCase; decision: 'clear' | 'confirm' };

/** One case: the record screened on the left, the list entry it matched on the right. */
function CaseCard({ c, onDecide }: { c: SanctionsCase; onDecide: (d: Deciding) => void }) {
  return (
    <li className="py-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600">
          Found {occasionLabel[c.occasion]}, {dateTime.format(new Date(c.createdAt))} · matched on {c.matchedOn === 'imo' ? 'IMO number' : 'name'},
          score {c.score.toFixed(3)}
        </p>
        <Badge tone={statusTone[c.status]}>{c.status === 'open' ? 'Open' : c.status === 'cleared' ? 'Cleared' : 'Confirmed'}</Badge>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className="rounded-md border border-slate-200 p-3">
          <p className="text-xs font-medium uppercase text-slate-500">On Fairlead · {subjectLabel[c.subject.type]}</p>
          <p className="font-medium text-navy-900">{c.subject.name}</p>
          {c.subject.imo ? <p className="font-mono">IMO {c.subject.imo}</p> : null}
          {c.subject.company && c.subject.company !== c.subject.name ? <p className="text-slate-700">{c.subject.company}</p> : null}
        </div>
        <div className="rounded-md border border-slate-200 p-3">
          <p className="text-xs font-medium uppercase text-slate-500">
            {c.entry.listName} · {c.entry.ref}
          </p>
          <p className="font-medium text-navy-900">{c.entry.name}</p>
          {c.entry.aliases.length ? <p className="text-slate-700">Also: {c.entry.aliases.join('; ')}</p> : null}
          {c.entry.imo ? <p className="font-mono">IMO {c.entry.imo}</p> : null}
          <p className="text-slate-600">
            {c.entry.kind} · {c.entry.programme ?? 'programme not stated'}
          </p>
        </div>
      </div>
      {c.decision ? (
        <p className="mt-2 text-slate-700">
          {c.status === 'cleared' ? 'Cleared' : 'Confirmed'} {dateTime.format(new Date(c.decision.at))}: {c.decision.reason}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={`Clear the case on ${c.subject.name}`} onClick={() => onDecide({ c, decision: 'clear' })}>
            <ShieldCheck aria-hidden className="size-4" /> Clear: not the listed party
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Confirm the match for ${c.subject.name}`}
            onClick={() => onDecide({ c, decision: 'confirm' })}
          >
            <ShieldAlert aria-hidden className="size-4" /> Confirm match
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Possible sanctions matches found by screening. While a case is open the company's or ship's deals cannot be
 * accepted (members read only that compliance is reviewing). Clear a false alarm, or confirm a true match: a
 * confirmed company is suspended and a confirmed ship can never be fixed (decision 029).
 */
export default function AdminSanctionsPage() {
  usePageTitle('Sanctions screening · Admin');
  const { data, isError } = useSanctionsCases();
  const decide = useDecideSanctionsCase();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const open = data?.items.filter((c) => c.status === 'open') ?? [];
  const decided = data?.items.filter((c) => c.status !== 'open') ?? [];
  return (
    <div>
      <h1 className="text-2xl font-semibold text-navy-900">Sanctions screening</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Companies, their signatories and ships are screened against the loaded lists at verification, at every deal’s acceptance and after each list
        update. Compare the record with the list entry (registration, address, dates of birth, IMO) before you decide.
      </p>
      {isError ? <Alert className="mt-4">The cases could not be loaded. Reload the page to try again.</Alert> : null}
      {data ? (
        <Card className="mt-4 p-5">
          <h2 className="font-semibold text-navy-900">Lists loaded</h2>
          {data.lists.length ? (
            <ul className="mt-2 text-sm text-slate-700">
              {data.lists.map((l) => (
                <li key={l.id}>
                  {l.name}: {l.entryCount} entries, version {l.version ?? 'not stated'}, loaded {dateTime.format(new Date(l.loadedAt))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              No list loaded yet. Load one with <code>npm run sanctions:load -- &lt;file&gt;</code>.
            </p>
          )}
        </Card>
      ) : null}
      <Card className="mt-4 p-5">
        <h2 className="font-semibold text-navy-900">Open cases ({open.length})</h2>
        {open.length ? (
          <ul className="divide-y divide-slate-100">
            {open.map((c) => (
              <CaseCard key={c.id} c={c} onDecide={setDeciding} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">No possible match is waiting.</p>
        )}
      </Card>
      {decided.length ? (
        <Card className="mt-4 p-5">
          <h2 className="font-semibold text-navy-900">Decided</h2>
          <ul className="divide-y divide-slate-100">
            {decided.map((c) => (
              <CaseCard key={c.id} c={c} onDecide={setDeciding} />
            ))}
          </ul>
        </Card>
      ) : null}
      {decide.error && !deciding ? <Alert className="mt-3">{decide.error.message}</Alert> : null}
      <ReasonDialog
        open={!!deciding}
        onOpenChange={(o) => !o && setDeciding(null)}
        pending={decide.isPending}
        error={decide.error?.message}
        danger={deciding?.decision === 'confirm'}
        title={deciding?.decision === 'confirm' ? 'Confirm the match' : 'Clear the case'}
        description={
          deciding
            ? deciding.decision === 'confirm'
              ? `${deciding.c.subject.name} is the listed party: its deals stay blocked for good${deciding.c.subject.type === 'vessel' ? '' : ' and the company’s account is suspended'}. This cannot be undone here.`
              : `${deciding.c.subject.name} is not ${deciding.c.entry.name}: the case no longer blocks its deals. Say what you checked.`
            : ''
        }
        confirmLabel={deciding?.decision === 'confirm' ? 'Confirm match' : 'Clear case'}
        onConfirm={(reason) => decide.mutate({ id: deciding!.c.id, decision: deciding!.decision, reason }, { onSuccess: () => setDeciding(null) })}
      />
    </div>
  );
}
