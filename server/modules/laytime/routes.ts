import { laytimeApi } from '../../../common/laytime/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { laytimeAgentRoutes } from './agents-routes';
import { laytimeSheetRoutes } from './sheet-routes';
import { agreeSheet, commentOnFact, readLaytime, saveFacts, saveTerms } from './service';

export function laytimeRoutes(route: Router) {
  route(laytimeApi.read, async (c, { params }) => ({ laytime: await readLaytime(c.get('deps'), requireUser(c), params.id) }));
  route(laytimeApi.terms, async (c, { params, body }) => ({ laytime: await saveTerms(c.get('deps'), requireUser(c), params.id, body) }));
  route(laytimeApi.facts, async (c, { params, body }) => ({
    laytime: await saveFacts(c.get('deps'), requireUser(c), params.id, params.call, body),
  }));
  route(laytimeApi.comment, async (c, { params, body }) => ({
    laytime: await commentOnFact(c.get('deps'), requireUser(c), params.id, params.call, body),
  }));
  route(laytimeApi.agree, async (c, { params, body }) => ({ laytime: await agreeSheet(c.get('deps'), requireUser(c), params.id, body) }));
  laytimeAgentRoutes(route);
  laytimeSheetRoutes(route);
}
