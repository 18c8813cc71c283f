import { ArrowLeft, BadgeCheck, Download, FilePen, FileSignature, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContract, useDealOf, useDraftContract, type Contract } from '../api/contract';
import { ClauseEditor } from '../components/clause-editor';
import { SignatureEvidencePanel } from '../components/signature-evidence';
import { SignDialog } from '../components/sign-dialog';
import { VersionCompare } from '../components/version-compare';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** /app/deals/:id/contract: the charter party of a fixed deal, its versions, amendments and signatures. */
export default function ContractPage() {
  const { id = '' } = useParams();
  const deal = useDealOf(id);
  const contract = useContract(id);
  const draft = useDraftContract(id);
  usePageTitle(deal.data ? `Charter party · ${deal.data.vessel.name}` : 'Charter party');
  const me = deal.data?.myParty ?? null;

  return (
    <section className="max-w-4xl">
      <Link to={`/app/deals/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the deal
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">Charter party{deal.data ? ` · ${deal.data.vessel.name}` : ''}</h1>
      {deal.data ? (
        <p className="mt-1 text-sm text-slate-600">
          Owners {deal.data.owner.company} · Charterers {deal.data.charterer.company}
        </p>
      ) : (
        <p className="mt-1 h-5" />
      )}
      {deal.error || contract.error ? <Alert className="mt-4">{(deal.error ?? contract.error)?.message}</Alert> : null}
      {contract.isPending || deal.isPending ? <Skeleton className="mt-6 h-96 rounded-xl" /> : null}
      {contract.data === null && deal.data ? (
        <Card className="mt-6 p-6">
          <h2 className="font-semibold text-navy-900">No charter party yet</h2>
          <p className="mt-1 text-sm text-slate-600">
            {deal.data.stage === 'fixed'
              ? 'Draw it up from the recap: Fairlead’s clause set for this charter type, written in plain English, with the agreed terms filled in. Either side may then amend clauses and add riders before both sign.'
              : 'A charter party is drawn up once the deal is fixed, clean.'}
          </p>
          {deal.data.stage === 'fixed' && me ? (
            <Button className="mt-4" disabled={draft.isPending} onClick={() => draft.mutate(undefined)}>
              <FilePen className="size-4" aria-hidden /> Draft charter party
            </Button>
          ) : null}
          {draft.error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {draft.error instanceof ApiError ? draft.error.message : 'The draft could not be made.'}
            </p>
          ) : null}
        </Card>
      ) : null}
      {contract.data && deal.data ? (
        <ContractView contract={contract.data} me={me} companies={{ owner: deal.data.owner.company, charterer: deal.data.charterer.company }} />
      ) : null}
      {/* Only a party or an admin can read the deal: no party here means an admin. */}
      {contract.data && deal.data && !me ? <SignatureEvidencePanel dealId={id} /> : null}
    </section>
  );
}

function ContractView({
  contract,
  me,
  companies,
}: {
  contract: Contract;
  me: 'owner' | 'charterer' | null;
  companies: { owner: string; charterer: string };
}) {
  const [editing, setEditing] = useState(false);
  const [signing, setSigning] = useState(false);
  const { latest } = contract;
  const current = contract.signatures.filter((s) => !s.void);
  const signedBy = (p: 'owner' | 'charterer') => current.find((s) => s.party === p);
  const sealed = !!contract.sealedAt;
  return (
    <>
      <Card className="mt-6 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-navy-900">Version {latest.version}</h2>
          {sealed ? <Badge tone="green">Sealed</Badge> : <Badge tone="yellow">Open for signature</Badge>}
        </div>
        <p className="mt-2 break-all font-mono text-xs text-slate-600">SHA-256 {latest.hash}</p>
        <a
          href={`/api/deals/${contract.dealId}/contract/versions/${latest.version}/pdf`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline"
        >
          <Download className="size-4" aria-hidden /> Download version {latest.version} as PDF{sealed ? ' (with the certificate of signature)' : ''}
        </a>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {(['owner', 'charterer'] as const).map((p) => {
            const s = signedBy(p);
            return (
              <li key={p} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">{companies[p]}</p>
                {s ? (
                  <p className="mt-1 flex items-center gap-1.5 text-green-800">
                    <BadgeCheck className="size-4" aria-hidden /> Signed by {s.signerName}, {when(s.signedAt)}
                  </p>
                ) : (
                  <p className="mt-1 text-slate-600">Not signed yet</p>
                )}
              </li>
            );
          })}
        </ul>
        {contract.signatures.some((s) => s.void) ? (
          <p className="mt-3 text-xs text-slate-500">Signatures given to earlier versions are void: they bind no one.</p>
        ) : null}
        {me && !sealed && !editing ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {!signedBy(me) ? (
              <Button onClick={() => setSigning(true)}>
                <FileSignature className="size-4" aria-hidden /> Sign
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <FilePen className="size-4" aria-hidden /> Amend
            </Button>
          </div>
        ) : null}
        {sealed ? (
          <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-700">
            <Lock className="size-4" aria-hidden /> Both sides signed version {contract.sealedVersion}: nothing can change any more.
          </p>
        ) : null}
      </Card>

      <Card className="mt-6 p-5 sm:p-6">
        {editing && me ? (
          <ClauseEditor
            dealId={contract.dealId}
            basedOn={latest.version}
            terms={latest.content.terms}
            clauses={latest.content.clauses}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ol className="space-y-5">
            {latest.content.clauses.map((c, i) => (
              <li key={c.key}>
                <h3 className="font-semibold text-navy-900">
                  {i + 1}. {c.title}
                  {c.rider ? (
                    <>
                      {' '}
                      <span className="ml-1 text-xs font-medium text-sea-700">(rider)</span>
                    </>
                  ) : null}
                </h3>
                <p className="mt-1 whitespace-pre-wrap text-sm leading-relaxed text-slate-800">{c.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card className="mt-6 p-5">
        <h2 className="font-semibold text-navy-900">Versions</h2>
        <ol className="mt-3 space-y-1 text-sm">
          {[...contract.versions].reverse().map((v) => (
            <li key={v.version} className="flex flex-wrap gap-x-2 text-slate-700">
              <span className="font-medium text-slate-900">Version {v.version}</span>
              <span>
                by {v.createdByCompany}, {when(v.createdAt)}
              </span>
              {v.note ? <span className="text-slate-500">· {v.note}</span> : null}
            </li>
          ))}
        </ol>
        {contract.versions.length > 1 ? (
          <div className="mt-4">
            <VersionCompare contract={contract} />
          </div>
        ) : null}
      </Card>
      {me ? (
        <SignDialog
          dealId={contract.dealId}
          version={latest.version}
          hash={latest.hash}
          company={companies[me]}
          open={signing}
          onClose={() => setSigning(false)}
        />
      ) : null}
    </>
  );
}
