import type { Context } from 'hono';
import { cargoOfferApi } from '../../../common/cargoes/offer-api';
import { dealsApi } from '../../../common/charters/api';
import { exportsApi } from '../../../common/exports/api';
import { requireUser } from '../../auth/guard';
import type { AppEnv } from '../../lib/context';
import type { Router } from '../../lib/contract';
import { exportMyDeals } from '../exports/member-service';
import type { DealDeps } from './deal-core';
import { getDeal, listDeals } from './deal-read';
import { offerShipForCargo } from './cargo-offer';
import { acceptOffer, declineOffer, sendEnquiry, sendOffer, withdraw } from './deal-service';
import { cancelFixture } from './fixture-cancel';
import { failSubject, liftSubject } from './subject-service';

const dealDeps = (c: Context<AppEnv>): DealDeps => {
  const { db, clock, config } = c.get('deps');
  return { db, clock, appUrl: config.appUrl };
};

/** Every action answers the deal as it now stands, so the page shows the result without another round trip. */
const answer = async (c: Context<AppEnv>, id: string) => {
  const { db, clock } = c.get('deps');
  return { deal: await getDeal(db, requireUser(c), id, clock.now()) };
};

export function dealRoutes(route: Router) {
  route(dealsApi.list, async (c, { query }) => listDeals(c.get('deps').db, requireUser(c), query));
  route(exportsApi.myDeals, async (c, { query }) => exportMyDeals(c.get('deps').db, requireUser(c), query, c.get('deps').clock.now()));
  route(dealsApi.get, async (c, { params }) => answer(c, params.id));
  route(dealsApi.enquire, async (c, { body }) => answer(c, await sendEnquiry(dealDeps(c), requireUser(c), body)));
  route(cargoOfferApi.offerShip, async (c, { params, body }) => answer(c, await offerShipForCargo(dealDeps(c), requireUser(c), params.id, body)));
  route(dealsApi.offer, async (c, { params, body }) => {
    await sendOffer(dealDeps(c), requireUser(c), params.id, body);
    return answer(c, params.id);
  });
  route(dealsApi.cancelFixture, async (c, { params, body }) => {
    await cancelFixture(dealDeps(c), requireUser(c), params.id, body.reason);
    return answer(c, params.id);
  });
  for (const [operation, action] of [
    [dealsApi.accept, acceptOffer],
    [dealsApi.decline, declineOffer],
    [dealsApi.withdraw, withdraw],
  ] as const) {
    route(operation, async (c, { params }) => {
      await action(dealDeps(c), requireUser(c), params.id);
      return answer(c, params.id);
    });
  }
  for (const [operation, action] of [
    [dealsApi.liftSubject, liftSubject],
    [dealsApi.failSubject, failSubject],
  ] as const) {
    route(operation, async (c, { params }) => {
      await action(dealDeps(c), requireUser(c), params.id, params.subjectId);
      return answer(c, params.id);
    });
  }
}
