import { savedSearchesApi } from '../../../common/saved-searches/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { deleteSavedSearch, mySavedSearches, saveSearch } from './service';

export function savedSearchRoutes(route: Router) {
  route(savedSearchesApi.list, async (c) => ({ items: await mySavedSearches(c.get('deps').db, requireUser(c)) }));
  route(savedSearchesApi.create, async (c, { body }) => ({ savedSearch: await saveSearch(c.get('deps'), requireUser(c), body) }));
  route(savedSearchesApi.remove, async (c, { params }) => {
    await deleteSavedSearch(c.get('deps').db, requireUser(c), params.id);
    return null;
  });
}
