import type { Context } from 'hono';
import { cargoesApi } from '../../../common/cargoes/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import type { AppEnv } from '../../lib/context';
import { setResponseHeader } from '../../lib/response-header';
import { cargoBoard, cargoPage, myCargoes } from './read';
import { closeCargo, createCargo, updateCargo } from './service';

/**
 * What a stranger reads is the same for every stranger, so a browser or CDN may keep it briefly; a member's answer
 * carries their rights (the charterer's name, `mine`): never shared or kept.
 */
function cacheFor(c: Context<AppEnv>) {
  setResponseHeader(c, 'Cache-Control', c.get('user') ? 'private, no-store' : 'public, max-age=30');
  setResponseHeader(c, 'Vary', 'Cookie');
}

export function cargoRoutes(route: Router) {
  route(cargoesApi.board, async (c, { query }) => {
    cacheFor(c);
    return cargoBoard(c.get('deps').db, c.get('user'), query);
  });
  route(cargoesApi.mine, async (c) => ({ items: await myCargoes(c.get('deps').db, requireUser(c)) }));
  route(cargoesApi.page, async (c, { params }) => {
    cacheFor(c);
    return { cargo: await cargoPage(c.get('deps').db, c.get('user'), params.id) };
  });
  route(cargoesApi.create, async (c, { body }) => ({ cargo: await createCargo(c.get('deps'), requireUser(c), body) }));
  route(cargoesApi.update, async (c, { params, body }) => ({ cargo: await updateCargo(c.get('deps'), requireUser(c), params.id, body) }));
  route(cargoesApi.withdraw, async (c, { params }) => ({ cargo: await closeCargo(c.get('deps'), requireUser(c), params.id, 'withdraw') }));
  route(cargoesApi.fixedElsewhere, async (c, { params }) => ({
    cargo: await closeCargo(c.get('deps'), requireUser(c), params.id, 'fixed_elsewhere'),
  }));
}
