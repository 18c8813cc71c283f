import { exportsApi } from '../../../common/exports/api';
import { verificationApi } from '../../../common/verification/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import type { AppEnv } from '../../lib/context';
import { exportCompanies } from '../exports/companies-export';
import { downloadHeaders } from '../payments/evidence-upload';
import { readDocument, readUpload } from './documents';
import { approve, decide, reviewQueue } from './review';
import { myVerification, saveDetails, submitFile, uploadDocument, type VerificationDeps } from './service';

const depsOf = (d: AppEnv['Variables']['deps']): VerificationDeps => ({ db: d.db, clock: d.clock, storage: d.storage, appUrl: d.config.appUrl });

export function verificationRoutes(route: Router) {
  route(verificationApi.mine, (c) => myVerification(c.get('deps').db, requireUser(c), c.get('deps').clock.now()));
  route(verificationApi.saveDetails, async (c, { body }) => ({ submission: await saveDetails(depsOf(c.get('deps')), requireUser(c), body) }));
  route(verificationApi.upload, async (c, { params }) => {
    const file = await readUpload(c);
    return { submission: await uploadDocument(depsOf(c.get('deps')), requireUser(c), params.kind, file) };
  });
  route(verificationApi.submit, async (c) => ({ submission: await submitFile(depsOf(c.get('deps')), requireUser(c)) }));
  route(verificationApi.document, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const f = await readDocument({ db, storage }, requireUser(c), params.id);
    return c.body(new Uint8Array(f.data), 200, downloadHeaders(f));
  });
  route(verificationApi.queue, (c) => reviewQueue(c.get('deps').db));
  route(exportsApi.adminCompanies, async (c, { query }) => exportCompanies(c.get('deps').db, query, c.get('deps').clock.now()));
  route(verificationApi.approve, async (c, { params, body }) => ({
    submission: await approve(depsOf(c.get('deps')), requireUser(c), params.id, body),
  }));
  route(verificationApi.reject, async (c, { params, body }) => ({
    submission: await decide(depsOf(c.get('deps')), requireUser(c), params.id, 'rejected', body),
  }));
  route(verificationApi.ask, async (c, { params, body }) => ({
    submission: await decide(depsOf(c.get('deps')), requireUser(c), params.id, 'more_info_requested', body),
  }));
}
