import { Send } from 'lucide-react';
import { Link } from 'react-router';
import type { PublishResultItem } from '../../../../common/imports/publish-api';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import type { DraftKind } from './publish-fields';

type Props = {
  kind: DraftKind | null;
  count: number;
  /** Fields the page already knows are wrong: publishing waits until they are fixed. */
  blocked: boolean;
  pending: boolean;
  error: string | null;
  results: PublishResultItem[] | null;
  /** Drafts of the kind this member does not publish (an owner's circular may list cargoes too). */
  otherCount: number;
  onPublish: () => void;
};

const noun = (kind: DraftKind, n: number) =>
  kind === 'position' ? (n === 1 ? 'open position' : 'open positions') : n === 1 ? 'cargo order' : 'cargo orders';

/** Publish: the reviewed drafts go out together or not at all, and each says what it became. */
export function PublishBar({ kind, count, blocked, pending, error, results, otherCount, onPublish }: Props) {
  return (
    <section aria-labelledby="publish-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="publish-title" className="text-base font-semibold text-navy-900">
        Publish
      </h2>
      {kind === null ? (
        <p className="text-sm text-slate-600">Only ship owners publish positions and charterers cargo orders: this account publishes neither.</p>
      ) : count === 0 ? (
        <p className="text-sm text-slate-600">{`No ${noun(kind, 2)} left to publish from this e-mail.`}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {`Your ${count} reviewed ${noun(kind, count)} go on Fairlead together. A ship or cargo already listed is updated rather than listed twice.`}
          </p>
          {blocked ? <p className="text-sm text-red-700">Fix the fields marked in red first.</p> : null}
          <Button variant="accent" disabled={blocked || pending} onClick={onPublish}>
            <Send aria-hidden className="size-4" />
            {pending ? 'Publishing…' : `Publish ${count} ${noun(kind, count)}`}
          </Button>
        </>
      )}
      {kind && otherCount > 0 ? (
        <p className="text-sm text-slate-600">
          {kind === 'position'
            ? `${otherCount === 1 ? 'The cargo order in this e-mail is' : `The ${otherCount} cargo orders in this e-mail are`} for charterers to post: as a ship owner you publish open positions.`
            : `${otherCount === 1 ? 'The open position in this e-mail is' : `The ${otherCount} open positions in this e-mail are`} for the ships’ owners to publish: as a charterer you post cargo orders.`}
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {results ? (
        <ul aria-label="Published" className="space-y-2">
          {results.map((r) => (
            <li key={`${r.kind}-${r.index}`}>
              <Alert tone="success">
                {r.message}{' '}
                <Link to={r.kind === 'position' ? `/vessels/${r.listingId}` : `/cargoes/${r.listingId}`} className="font-semibold underline">
                  {r.kind === 'position' ? 'See the ship' : 'See the cargo order'}
                </Link>
              </Alert>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
