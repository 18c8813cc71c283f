import { contractsApi } from '../../../common/contracts/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { amendContract, draftContract, getContract, getVersion } from './service';

export function contractRoutes(route: Router) {
  route(contractsApi.get, async (c, { params }) => ({ contract: await getContract(c.get('deps').db, requireUser(c), params.id) }));
  route(contractsApi.version, async (c, { params }) => getVersion(c.get('deps').db, requireUser(c), params.id, params.version));
  route(contractsApi.draft, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    return { contract: await draftContract(db, requireUser(c), params.id, clock.now()) };
  });
  route(contractsApi.amend, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    return { contract: await amendContract(db, requireUser(c), params.id, body, clock.now()) };
  });
}
