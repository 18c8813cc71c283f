import type { BlobStorage } from '../../lib/storage';
import { loadCurrentUser } from '../../modules/accounts/service';
import { addRenderedPhoto } from '../../modules/vessels/photo-service';
import type { Database } from '../client';
import type { Palette } from './demo-art/parts';
import { shipScene } from './demo-art/scene';
import { demoVessels, type DemoVessel } from './demo-data';
import { renderedDemoPhoto } from './demo-photo-cache';

/** Each owner's funnel: their house colours, the same on every ship of theirs. */
const funnels: Record<string, Pick<Palette, 'funnel' | 'band'>> = {
  owner: { funnel: '#1d4f91', band: '#f4f4f0' },
  owner2: { funnel: '#c8102e', band: '#f4f4f0' },
  owner3: { funnel: '#f2c230', band: '#1b5e3b' },
};

const antifouling = '#9b2c26';
const white = '#f1f0ea';

/** Each ship's own hull, hatch and crane colours; `geared` when its description names cranes. */
const hulls: Record<string, Omit<Palette, 'funnel' | 'band'>> = {
  'Aegean Spirit': { hull: '#1f2f4a', boot: antifouling, deck: '#8f3b2b', house: white, crane: '#f0c419' },
  Kalliope: { hull: '#2d4f3c', boot: antifouling, deck: '#6e7a72', house: white, crane: '#f0c419' },
  'Thira Star': { hull: '#35526e', boot: antifouling, deck: '#9c3b2a', house: white, crane: '#e3b021' },
  'Naxos Trader': { hull: '#1b1b1f', boot: antifouling, deck: '#a2452f', house: '#e9ecee', crane: '#f2f2ee' },
  'Nordic Fjell': { hull: '#8a1c1c', boot: '#2e2e33', deck: '#5c6670', house: white, crane: '#f2f2ee' },
  'Bergen Express': { hull: '#15345a', boot: antifouling, deck: '#5c6670', house: '#f3f3ef', crane: '#f2f2ee' },
  Hardanger: { hull: '#23403a', boot: antifouling, deck: '#8a3a2c', house: white, crane: '#e8b31c' },
  'Stavanger Pride': { hull: '#0f2f55', boot: antifouling, deck: '#5c6670', house: '#f7f7f4', crane: '#f2f2ee' },
  'Straits Harmony': { hull: '#7a2222', boot: '#2e2e33', deck: '#4f7a4f', house: white, crane: '#f2f2ee' },
  'Lion City Pioneer': { hull: '#1e2a38', boot: antifouling, deck: '#8f3b2b', house: '#e9ecee', crane: '#f0c419' },
};

/** A picture of the ship, drawn here (nothing is downloaded): its type, its owner's funnel, its own colours. */
export function demoShipSvg(v: DemoVessel): string {
  const hull = hulls[v.name];
  if (!hull) throw new Error(`No colours for demo ship ${v.name}: add them to demo-photos.ts`);
  const palette = { ...hull, ...funnels[v.owner] };
  return shipScene({ name: v.name, type: v.type, palette, geared: /crane/i.test(v.description) });
}

/**
 * One photo for every demo ship, stored through the upload's path (its variants, thumbnail, row and audit record);
 * the rendering comes from demo-photo-cache.ts. Two at a time: the encoders already use every core, and two keep
 * them busy while the other waits on the database.
 */
export async function seedDemoPhotos(db: Database, storage: BlobStorage, vessels: Map<string, { id: string; ownerId: string }>) {
  const queue = [...demoVessels];
  const worker = async () => {
    for (let v = queue.shift(); v; v = queue.shift()) {
      const { id, ownerId } = vessels.get(v.name)!;
      const owner = await loadCurrentUser(db, ownerId);
      if (!owner) throw new Error(`Demo owner of ${v.name} not found`);
      await addRenderedPhoto(db, storage, owner, id, await renderedDemoPhoto(demoShipSvg(v)));
    }
  };
  await Promise.all([worker(), worker()]);
}
