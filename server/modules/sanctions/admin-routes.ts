import { sanctionsApi } from '../../../common/sanctions/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { decideCase, listCases } from './admin-service';

export function sanctionsRoutes(route: Router) {
  route(sanctionsApi.cases, async (c) => listCases(c.get('deps').db));
  route(sanctionsApi.clear, async (c, { params, body }) => {
    const deps = c.get('deps');
    await decideCase({ db: deps.db, clock: deps.clock, appUrl: deps.config.appUrl }, requireUser(c), params.id, 'cleared', body.reason);
    return null;
  });
  route(sanctionsApi.confirm, async (c, { params, body }) => {
    const deps = c.get('deps');
    await decideCase({ db: deps.db, clock: deps.clock, appUrl: deps.config.appUrl }, requireUser(c), params.id, 'confirmed', body.reason);
    return null;
  });
}
