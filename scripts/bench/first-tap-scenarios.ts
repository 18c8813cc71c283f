// The first taps the benchmark times: what a visitor on a phone most often does first on the public pages, each
// found by its role and name as a visitor (or a screen reader) finds it, and the answer that shows it worked.
import type { Locator, Page } from '@playwright/test';
import type { Answer } from './first-tap-watch';

export type Scenario = { name: string; path: string; target: (page: Page) => Locator; answer: Answer };

type FleetVessel = { id: string; public: boolean; photoCount: number; picture: { url: string } | null };

// The demo owner's account (server/db/seed/demo-data.ts).
const OWNER = { email: 'owner@fairlead.test', password: 'fairlead-demo-2026' };

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A listed vessel a visitor can leaf through and enquire about (after signing in). The demo ships have one photo
 * each, and a gallery of one has nothing to tap: its owner adds a second one first, through the upload a member uses.
 */
async function vesselToTap(origin: string): Promise<{ id: string; photos: number }> {
  const headers = { origin, 'content-type': 'application/json' };
  const signIn = await ok(await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(OWNER) }), 'owner sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const fleet = (await (await ok(await fetch(`${origin}/api/owner/vessels`, { headers: { cookie } }), 'GET /api/owner/vessels')).json()) as {
    items: FleetVessel[];
  };
  const vessel = fleet.items.find((v) => v.public && v.picture);
  if (!vessel?.picture) throw new Error('the demo owner has no public vessel with a photo: the demo data did not load');
  if (vessel.photoCount < 2) {
    const photo = await (await ok(await fetch(origin + vessel.picture.url), `GET ${vessel.picture.url}`)).blob();
    const form = new FormData();
    form.append('file', photo, 'second.jpg');
    await ok(await fetch(`${origin}/api/vessels/${vessel.id}/photos`, { method: 'POST', headers: { origin, cookie }, body: form }), 'photo upload');
  }
  // As a visitor sees it.
  const page = (await (await ok(await fetch(`${origin}/api/vessels/${vessel.id}`), `GET /api/vessels/${vessel.id}`)).json()) as {
    photos: unknown[];
    enquiry: string;
  };
  if (page.photos.length < 2 || page.enquiry !== 'sign-in')
    throw new Error(`vessel ${vessel.id}: ${page.photos.length} photos, enquiry '${page.enquiry}' for a visitor`);
  return { id: vessel.id, photos: page.photos.length };
}

export async function firstTapScenarios(origin: string): Promise<Scenario[]> {
  const vessel = await vesselToTap(origin);
  const vesselPath = `/vessels/${vessel.id}`;
  return [
    {
      name: 'search: Filters',
      path: '/vessels',
      target: (page) => page.getByRole('button', { name: 'Filters' }),
      answer: { path: '/vessels', selector: 'form[aria-label="Vessel filters"]' },
    },
    {
      name: 'vessel: next photo',
      path: vesselPath,
      target: (page) => page.getByRole('button', { name: 'Next photo' }),
      // The main photo's text alternative names the photo shown (photo-gallery.tsx).
      answer: { path: vesselPath, selector: `img[alt$=", photo 2 of ${vessel.photos}"]` },
    },
    {
      name: 'home: menu',
      path: '/',
      target: (page) => page.getByRole('button', { name: 'Open menu' }),
      answer: { path: '/', selector: 'nav[aria-label="Mobile"]' },
    },
    {
      name: 'vessel: enquiry',
      path: vesselPath,
      target: (page) => page.getByRole('link', { name: 'Sign in to send an enquiry' }),
      // A visitor is sent to sign in: the answer is the log-in form.
      answer: { path: '/login', selector: 'input[type="password"]' },
    },
  ];
}
