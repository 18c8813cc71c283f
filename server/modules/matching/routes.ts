import type { Context } from 'hono';
import { matchingApi } from '../../../common/matching/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import type { AppEnv } from '../../lib/context';
import { cargoesForShip, shipsForCargo } from './service';

/** The app clock's UTC date: a ship already open sails from today. */
const today = (c: Context<AppEnv>) => c.get('deps').clock.now().toISOString().slice(0, 10);

export function matchingRoutes(route: Router) {
  route(matchingApi.shipsForCargo, async (c, { params, query }) => {
    const { db, marketCache } = c.get('deps');
    return shipsForCargo(db, marketCache, requireUser(c), params.id, query, today(c));
  });
  route(matchingApi.cargoesForShip, async (c, { params, query }) => {
    const { db, marketCache } = c.get('deps');
    return cargoesForShip(db, marketCache, requireUser(c), params.id, query, today(c));
  });
}
