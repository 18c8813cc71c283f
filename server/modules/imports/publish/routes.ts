import { importPublishApi } from '../../../../common/imports/publish-api';
import { requireUser } from '../../../auth/guard';
import type { Router } from '../../../lib/contract';
import { publishImport } from './import-service';

export function importPublishRoutes(route: Router) {
  route(importPublishApi.publish, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    return { results: await publishImport(db, requireUser(c), params.id, body.drafts, clock.now()) };
  });
}
