import { Ship } from 'lucide-react';
import { Link } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { buttonClass } from '../../../components/ui/button';
import { useMyRole } from '../../../lib/use-my-role';

/**
 * "Offer your ship" on an open order, for an owner: the page where they pick a ship and send an indication. Drawn
 * only for owners; the server decides either way (verified, the ship theirs and on the market, the order open).
 */
export function OfferShipLink({ cargo, vesselId, size = 'md' }: { cargo: CargoOrder; vesselId?: string; size?: 'sm' | 'md' }) {
  const role = useMyRole();
  if (role !== 'owner' || cargo.mine || cargo.status !== 'open') return null;
  const to = `/app/cargoes/${cargo.id}/offer${vesselId ? `?vessel=${vesselId}` : ''}`;
  return (
    <Link to={to} className={buttonClass('accent', size)}>
      <Ship className="size-4" aria-hidden /> Offer your ship
    </Link>
  );
}
