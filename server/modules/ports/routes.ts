import { portsApi } from '../../../common/ports/api';
import type { Router } from '../../lib/contract';
import { searchPlaces } from './service';

export function portRoutes(route: Router) {
  route(portsApi.search, async (c, { query }) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return searchPlaces(c.get('deps').db, query.q);
  });
}
