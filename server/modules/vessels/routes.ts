import { bodyLimit } from 'hono/body-limit';
import { vesselSearchSchema, MAX_PHOTO_BYTES } from '../../../common/vessels/schemas';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { AppError } from '../../lib/errors';
import { parseQuery, uuidParam } from '../../lib/validate';
import { createVessel, listOwnVessels, setArchived, updateVessel } from './owner-service';
import { addPhoto, deletePhoto, photoMessages, readPhoto } from './photo-service';
import { vesselPage } from './public-service';
import { openPositions, searchVessels } from './search-service';

const editors = ['owner', 'admin'] as const;
const body = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => ({}));

export function vesselRoutes(r: Router) {
  r.get('/api/vessels', 'public', async (c) => c.json(await searchVessels(c.get('deps').db, parseQuery(c, vesselSearchSchema))));
  r.get('/api/vessels/open-positions', 'public', async (c) => c.json(await openPositions(c.get('deps').db)));
  r.get('/api/vessels/:id', 'public', async (c) =>
    c.json(await vesselPage(c.get('deps').db, c.get('user'), uuidParam(c, 'id', 'Vessel not found'))),
  );

  r.get('/api/owner/vessels', ['owner'], async (c) => c.json({ items: await listOwnVessels(c.get('deps').db, requireUser(c)) }));
  r.post('/api/vessels', ['owner'], async (c) => c.json({ vessel: await createVessel(c.get('deps').db, requireUser(c), await body(c)) }, 201));
  r.patch('/api/vessels/:id', editors, async (c) =>
    c.json({ vessel: await updateVessel(c.get('deps').db, requireUser(c), uuidParam(c, 'id', 'Vessel not found'), await body(c)) }),
  );
  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    r.post(`/api/vessels/:id/${action}`, editors, async (c) =>
      c.json({ vessel: await setArchived(c.get('deps').db, requireUser(c), uuidParam(c, 'id', 'Vessel not found'), archived) }),
    );
  }

  const photoLimit = bodyLimit({
    maxSize: MAX_PHOTO_BYTES + 64 * 1024, // the multipart envelope around a 10 MB photo
    onError: () => {
      throw new AppError('validation', photoMessages.tooBig, { file: photoMessages.tooBig });
    },
  });
  r.post('/api/vessels/:id/photos', editors, async (c) => {
    const id = uuidParam(c, 'id', 'Vessel not found');
    let file: unknown;
    await photoLimit(c, async () => {
      file = (await c.req.parseBody())['file'];
    });
    if (!(file instanceof File)) throw new AppError('validation', 'Choose a photo to upload', { file: 'Choose a photo to upload' });
    const { db, storage } = c.get('deps');
    return c.json({ photo: await addPhoto(db, storage, requireUser(c), id, Buffer.from(await file.arrayBuffer())) }, 201);
  });
  r.delete('/api/vessels/:id/photos/:photoId', editors, async (c) => {
    const { db, storage } = c.get('deps');
    await deletePhoto(db, storage, requireUser(c), uuidParam(c, 'id', 'Vessel not found'), uuidParam(c, 'photoId', 'Photo not found'));
    return c.body(null, 204);
  });

  r.get('/api/media/*', 'public', async (c) => {
    const key = c.req.path.slice('/api/media/'.length);
    const { db, storage } = c.get('deps');
    const data = /^vessels\/[0-9a-f-]{36}\/[0-9a-f-]{36}(-thumb)?\.webp$/.test(key) ? await readPhoto(db, storage, key) : null;
    if (!data) throw new AppError('not_found', 'Photo not found');
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': 'image/webp',
      'Content-Disposition': `inline; filename="${key.split('/').pop()}"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
