import { redeliveryApi } from '../../../common/payments/redelivery-api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { paymentDeps } from './deps';
import { downloadHeaders, readEvidenceUpload } from './evidence-upload';
import { dealPayments } from './read';
import { recordRedelivery } from './redelivery';
import { readRedeliveryCertificate } from './redelivery-view';

export function redeliveryRoutes(route: Router) {
  route(redeliveryApi.record, async (c, { params }) => {
    const input = await readEvidenceUpload(c);
    const d = paymentDeps(c.get('deps'));
    const user = requireUser(c);
    await recordRedelivery(d, c.get('deps').storage, user, params.id, input);
    return dealPayments(d.db, user, params.id, d.autoReleaseDays, d.clock.now(), d.provider);
  });
  route(redeliveryApi.certificate, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const f = await readRedeliveryCertificate({ db, storage }, requireUser(c), params.id);
    return c.body(new Uint8Array(f.data), 200, downloadHeaders(f));
  });
}
