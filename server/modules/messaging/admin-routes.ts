import { messageReportsApi } from '../../../common/messaging/admin-api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { listReports, resolveReport } from './moderation';

export function messageReportRoutes(route: Router) {
  route(messageReportsApi.list, async (c, { query }) => ({ items: await listReports(c.get('deps').db, query.status) }));
  route(messageReportsApi.resolve, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    await resolveReport({ db, appUrl: config.appUrl }, requireUser(c), params.id, body, clock.now());
    return null;
  });
}
