import { laytimeSheetApi } from '../../../common/laytime/sheet-api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { acceptReopening, proposeReopening, readReopening, withdrawReopening } from './reopen';
import { laytimeSheetPdf } from './sheet-document';

/** The laytime sheet's PDF and reopening the agreed sheet (decision 038). */
export function laytimeSheetRoutes(route: Router) {
  route(laytimeSheetApi.pdf, async (c, { params }) => {
    const pdf = await laytimeSheetPdf(c.get('deps'), requireUser(c), params.id);
    return c.body(new Uint8Array(pdf.data), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  route(laytimeSheetApi.reopening, async (c, { params }) => ({ reopening: await readReopening(c.get('deps'), requireUser(c), params.id) }));
  route(laytimeSheetApi.propose, async (c, { params, body }) => ({
    reopening: await proposeReopening(c.get('deps'), requireUser(c), params.id, body),
  }));
  route(laytimeSheetApi.accept, async (c, { params }) => ({ reopening: await acceptReopening(c.get('deps'), requireUser(c), params.id) }));
  route(laytimeSheetApi.withdraw, async (c, { params }) => ({ reopening: await withdrawReopening(c.get('deps'), requireUser(c), params.id) }));
}
