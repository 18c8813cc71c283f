import { Send, Ship } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import type { ShipMatch } from '../../../../common/matching/api';
import { buttonClass } from '../../../components/ui/button';
import { Badge, EmptyState } from '../../../components/ui/feedback';
import { useMe } from '../../../lib/me';
import { useShipsForCargo } from '../api/ships-for-cargo';
import { dwtText, enquiryHref, offerHref, openText, typeLabel } from '../format';
import { CompanyRatingText } from './company-rating';
import { MatchList } from './match-list';
import { MatchRow } from './match-row';
import { useMatchSettings } from './use-match-settings';

/**
 * "Matching ships" on a cargo order's page. Its charterer (and an admin) sees every ship on the market, with Send
 * enquiry on each (the charterer); a signed-in owner sees their own ships against it, with Offer your ship; a visitor
 * is asked to sign in. The server decides who sees what; this only chooses the words and the buttons.
 */
export function MatchingShips({ cargo }: { cargo: CargoOrder }) {
  const { me, known } = useMe();
  const { pathname, search } = useLocation();
  const poster = me?.role === 'charterer' && cargo.mine;
  const owner = me?.role === 'owner';
  const shown = poster || owner || me?.role === 'admin';
  if (!known) return null;
  if (!me) {
    return (
      <Section title="Matching ships">
        <p className="text-sm text-slate-600">
          <Link to="/login" state={{ from: pathname + search }} className="font-semibold text-sea-700 hover:underline">
            Sign in
          </Link>{' '}
          to see the ships that can do this cargo, ranked, with a voyage estimate for each.
        </p>
      </Section>
    );
  }
  if (!shown) return null;
  return (
    <Section title={owner ? 'Your ships against this cargo' : 'Matching ships'}>
      <ShipList cargo={cargo} mode={owner ? 'owner' : poster ? 'poster' : 'admin'} />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="matching-ships" className="mt-8">
      <h2 id="matching-ships" className="mb-3 text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ShipList({ cargo, mode }: { cargo: CargoOrder; mode: 'poster' | 'owner' | 'admin' }) {
  const state = useMatchSettings();
  const query = useShipsForCargo(cargo.id, state.apiQuery);
  const open = cargo.status === 'open';
  return (
    <MatchList
      state={state}
      query={query}
      what="ship"
      keyOf={(m) => m.vessel.id}
      empty={
        mode === 'owner' ? (
          <EmptyState title="None of your ships fits this cargo yet">
            A ship is matched when it is on the market with an open position and date.{' '}
            <Link to="/owner/vessels" className="font-semibold text-sea-700 hover:underline">
              Update your fleet’s open positions
            </Link>
            .
          </EmptyState>
        ) : (
          <EmptyState title="No ship on the market fits yet">
            Ships open near the load port around the laycan appear here as owners publish them. Widen what the routes may use (Suez, Panama) above, or
            check again later.
          </EmptyState>
        )
      }
    >
      {(m, rank) => (
        <MatchRow
          rank={rank}
          match={m}
          title={m.vessel.name}
          heading={
            <Link to={`/vessels/${m.vessel.id}`} className="text-lg font-semibold text-navy-900 hover:underline">
              {m.vessel.name}
            </Link>
          }
          details={<ShipDetails ship={m.vessel} />}
          action={open ? <ShipAction cargo={cargo} ship={m.vessel} days={m.estimate?.days.total} mode={mode} /> : null}
        />
      )}
    </MatchList>
  );
}

function ShipDetails({ ship: v }: { ship: ShipMatch['vessel'] }) {
  return (
    <>
      <p>
        {typeLabel(v.type)} · {dwtText(v.deadweightT)} · built {v.buildYear}
        {v.flag ? ` · ${v.flag} flag` : ''}
      </p>
      <p>
        {openText(v)} · {v.ownerCompany} {v.ownerVerified ? <Badge tone="blue">Verified</Badge> : null}
      </p>
      <p>
        <CompanyRatingText rating={v.ownerRating} />
      </p>
    </>
  );
}

type ActionProps = { cargo: CargoOrder; ship: ShipMatch['vessel']; days?: number; mode: 'poster' | 'owner' | 'admin' };

function ShipAction({ cargo, ship, days, mode }: ActionProps) {
  if (mode === 'poster') {
    return (
      <Link to={enquiryHref(cargo.id, ship.id)} className={buttonClass('accent', 'sm')} aria-label={`Send enquiry to ${ship.name}`}>
        <Send aria-hidden className="size-4" /> Send enquiry
      </Link>
    );
  }
  if (mode === 'owner' && ship.mine) {
    return (
      <Link to={offerHref(cargo.id, ship.id, days)} className={buttonClass('accent', 'sm')} aria-label={`Offer your ship, ${ship.name}`}>
        <Ship aria-hidden className="size-4" /> Offer your ship
      </Link>
    );
  }
  return null;
}
