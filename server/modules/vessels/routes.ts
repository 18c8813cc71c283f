import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { vesselsApi } from '../../../common/vessels/api';
import { MAX_PHOTO_BYTES } from '../../../common/vessels/schemas';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import { setResponseHeader } from '../../lib/response-header';
import { createVessel, listOwnVessels, setArchived, updatePosition, updateVessel } from './owner-service';
import { addPhoto, deletePhoto, photoMessages, readPhoto } from './photo-service';
import { vesselPage } from './public-service';
import { addBlock, removeBlock } from './calendar-service';
import { openPositions } from './open-positions';
import { searchVessels } from './search-service';
import { certificateRoutes } from './certificates-routes';

const photoLimit = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + 64 * 1024, // the multipart envelope around a 10 MB photo
  onError: () => {
    throw new AppError('validation', photoMessages.tooBig, { file: photoMessages.tooBig });
  },
});

/** The app clock's UTC date (YYYY-MM-DD): what "today" means to every rule on a vessel. */
const today = (c: Context<AppEnv>) => c.get('deps').clock.now().toISOString().slice(0, 10);

export function vesselRoutes(route: Router) {
  route(vesselsApi.search, async (c, { query }) => searchVessels(c.get('deps').db, query, today(c)));
  route(vesselsApi.openPositions, async (c, { query }) => openPositions(c.get('deps').db, query, today(c)));
  route(vesselsApi.page, async (c, { params }) => {
    const viewer = c.get('user');
    const page = await vesselPage(c.get('deps').db, viewer, params.id, today(c));
    // A stranger's page is the same for every stranger: a browser or CDN may reuse it briefly (a suspension shows
    // within 30 s). A member's page carries their rights (canEdit, enquiry, hidden reasons): never shared or kept.
    setResponseHeader(c, 'Cache-Control', viewer ? 'private, no-store' : 'public, max-age=30');
    setResponseHeader(c, 'Vary', 'Cookie');
    return page;
  });

  route(vesselsApi.fleet, async (c) => ({ items: await listOwnVessels(c.get('deps').db, requireUser(c), today(c)) }));
  route(vesselsApi.create, async (c, { body }) => ({ vessel: await createVessel(c.get('deps').db, requireUser(c), body) }));
  route(vesselsApi.update, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    return { vessel: await updateVessel(db, requireUser(c), params.id, body, clock.now()) };
  });
  route(vesselsApi.updatePosition, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    return { vessel: await updatePosition(db, requireUser(c), params.id, body, clock.now()) };
  });
  for (const [operation, archived] of [
    [vesselsApi.archive, true],
    [vesselsApi.restore, false],
  ] as const) {
    route(operation, async (c, { params }) => {
      const { db, clock } = c.get('deps');
      return { vessel: await setArchived(db, requireUser(c), params.id, archived, clock.now()) };
    });
  }

  route(vesselsApi.uploadPhoto, async (c, { params }) => {
    let file: unknown;
    await photoLimit(c, async () => {
      file = (await readForm(c))['file'];
    });
    if (!(file instanceof File)) throw new AppError('validation', 'Choose a photo to upload', { file: 'Choose a photo to upload' });
    const { db, storage } = c.get('deps');
    return { photo: await addPhoto(db, storage, requireUser(c), params.id, Buffer.from(await file.arrayBuffer())) };
  });
  route(vesselsApi.deletePhoto, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    await deletePhoto(db, storage, requireUser(c), params.id, params.photoId);
    return null;
  });

  route(vesselsApi.addBlock, async (c, { params, body }) => ({ block: await addBlock(c.get('deps').db, requireUser(c), params.id, body, today(c)) }));
  route(vesselsApi.removeBlock, async (c, { params }) => {
    await removeBlock(c.get('deps').db, requireUser(c), params.id, params.blockId);
    return null;
  });
  certificateRoutes(route);

  route(vesselsApi.media, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const photo = await readPhoto(db, storage, c.get('user'), params.vesselId, params.file, today(c));
    if (!photo) throw new AppError('not_found', 'Photo not found');
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': photo.type,
      'Content-Disposition': `inline; filename="${params.file}"`,
      // Every file's name is new (a photo's id, its width and format), so a public one may be kept for a year.
      // A hidden vessel's photo is for its owner and admins only: no shared cache may keep it.
      'Cache-Control': photo.public ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
