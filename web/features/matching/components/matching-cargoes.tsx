import { Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cargoTitle } from '../../../../common/cargoes/deal-terms';
import type { CargoMatch } from '../../../../common/matching/api';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/feedback';
import { useCargoesForShip } from '../api/cargoes-for-ship';
import { offerHref } from '../format';
import { CompanyRatingText } from './company-rating';
import { MatchList } from './match-list';
import { MatchRow } from './match-row';
import { useMatchSettings } from './use-match-settings';

type Props = {
  vessel: { id: string; name: string; openDate: string | null; deadweightT: number | null };
  /** The ship's owner may offer it (an admin only looks). */
  canOffer: boolean;
  /** The cargo's essentials, as the cargo pages write them (composed in by the page). */
  cargoDetails: (cargo: CargoMatch['cargo']) => ReactNode;
};

/** The open cargo orders that suit one ship, ranked, each with Offer your ship for its owner. */
export function MatchingCargoes({ vessel: v, canOffer, cargoDetails }: Props) {
  const state = useMatchSettings();
  const query = useCargoesForShip(v.id, state.apiQuery);
  // The server matches a ship from its open position and date, and needs its deadweight for the intake.
  const positioned = !!v.openDate && !!v.deadweightT;
  return (
    <MatchList
      state={state}
      query={query}
      what="cargo order"
      keyOf={(m) => m.cargo.id}
      empty={
        positioned ? (
          <EmptyState title="No open cargo order fits this ship yet">
            Cargo orders near her open position around her open date appear here as charterers post them.{' '}
            <Link to="/cargoes" className="font-semibold text-sea-700 hover:underline">
              Browse the cargo board
            </Link>
            .
          </EmptyState>
        ) : (
          <EmptyState title="Publish an open position to see matching cargoes">
            Matching starts from where and when the ship opens{v.deadweightT ? '' : ', and needs her deadweight'}.{' '}
            <Link to={`/owner/vessels/${v.id}/edit`} className="font-semibold text-sea-700 hover:underline">
              Set the open position of {v.name}
            </Link>
            .
          </EmptyState>
        )
      }
    >
      {(m, rank) => (
        <MatchRow
          rank={rank}
          match={m}
          title={cargoTitle(m.cargo)}
          heading={
            <Link to={`/cargoes/${m.cargo.id}`} className="text-lg font-semibold text-navy-900 hover:underline">
              {cargoTitle(m.cargo)}
            </Link>
          }
          details={
            <>
              {cargoDetails(m.cargo)}
              {m.chartererRating ? (
                <p>
                  <CompanyRatingText rating={m.chartererRating} />
                </p>
              ) : null}
            </>
          }
          action={
            canOffer && m.cargo.status === 'open' ? (
              <Link
                to={offerHref(m.cargo.id, v.id, m.estimate?.days.total)}
                className={buttonClass('accent', 'sm')}
                aria-label={`Offer your ship, ${v.name}, for ${cargoTitle(m.cargo)}`}
              >
                <Ship aria-hidden className="size-4" /> Offer your ship
              </Link>
            ) : null
          }
        />
      )}
    </MatchList>
  );
}
