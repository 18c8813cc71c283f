import { adminApi } from '../../../common/admin/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { adminRetryJob, listJobs } from './jobs-service';

export function adminJobRoutes(route: Router) {
  route(adminApi.listJobs, async (c, { query }) => listJobs(c.get('deps').db, query));
  route(adminApi.retryJob, async (c, { params }) => ({ job: await adminRetryJob(c.get('deps').db, requireUser(c), params.id) }));
}
