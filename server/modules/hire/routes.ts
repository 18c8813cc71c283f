import { hireApi } from '../../../common/hire/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { agreeHireStatement, answerOffHire, readHire, recordOffHire, saveHireFacts } from './service';

export function hireRoutes(route: Router) {
  route(hireApi.read, async (c, { params }) => ({ hire: await readHire(c.get('deps'), requireUser(c), params.id) }));
  route(hireApi.facts, async (c, { params, body }) => ({ hire: await saveHireFacts(c.get('deps'), requireUser(c), params.id, body) }));
  route(hireApi.offHire, async (c, { params, body }) => ({ hire: await recordOffHire(c.get('deps'), requireUser(c), params.id, body) }));
  route(hireApi.answer, async (c, { params, body }) => ({
    hire: await answerOffHire(c.get('deps'), requireUser(c), params.id, params.n, body),
  }));
  route(hireApi.agree, async (c, { params, body }) => ({ hire: await agreeHireStatement(c.get('deps'), requireUser(c), params.id, body) }));
}
