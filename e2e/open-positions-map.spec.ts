import { expect, type Locator } from '@playwright/test';
import { test } from './test';

type Position = { locode: string; region: boolean; name: string; country: string | null; vessels: number; lat: number; lon: number };
const ships = (n: number) => `${n} ${n === 1 ? 'vessel' : 'vessels'}`;
/** A port's marker names the port; a region's (the demo's ships open in CONT and SEA) names the region, not a port. */
const label = (p: Position) => (p.region ? `Open in ${p.name}: ${ships(p.vessels)}` : `${p.name}, ${p.country}: ${ships(p.vessels)} open`);

/** The map's viewBox as numbers: what part of the world is on screen. */
async function viewOf(map: Locator) {
  const [x, y, w, h] = (await map.getAttribute('viewBox'))!.split(' ').map(Number);
  return { x, y, w, h };
}

/** Two fingers on the map, moved apart: the pointer events a pinch sends. */
async function pinchOut(map: Locator) {
  const box = (await map.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await map.evaluate(
    (el, { cx, cy }) => {
      const send = (type: string, pointerId: number, x: number, y: number) =>
        el.dispatchEvent(
          new PointerEvent(type, { pointerId, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, isPrimary: pointerId === 1 }),
        );
      send('pointerdown', 1, cx - 20, cy);
      send('pointerdown', 2, cx + 20, cy);
      for (let step = 1; step <= 5; step++) {
        send('pointermove', 1, cx - 20 - step * 12, cy);
        send('pointermove', 2, cx + 20 + step * 12, cy);
      }
      send('pointerup', 1, cx - 80, cy);
      send('pointerup', 2, cx + 80, cy);
    },
    { cx, cy },
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the open-positions map is tall enough to use, moves and zooms, and every position can be reached', async ({ page, request }) => {
    const { ports }: { ports: Position[] } = await (await request.get('/api/vessels/open-positions')).json();
    expect(ports.length, 'the demo data has open positions in several ports').toBeGreaterThanOrEqual(3);
    await page.goto('/vessels/map');
    const map = page.getByRole('group', { name: 'World map of open positions' });
    await expect(map.getByRole('link')).toHaveCount(ports.length);
    const box = (await map.boundingBox())!;
    expect(box.height, 'map height at 375 px').toBeGreaterThanOrEqual(300);
    expect(box.width).toBeLessThanOrEqual(375);

    // Every port is in the list under the map, whatever part of the world the map shows.
    const list = page.getByRole('table');
    await expect(list.getByRole('link')).toHaveCount(ports.length);

    // Markers are big enough for a finger.
    const piraeus = ports.find((p) => p.locode === 'GRPIR')!;
    const marker = map.getByRole('link', { name: label(piraeus) });
    const target = (await marker.boundingBox())!;
    expect(Math.min(target.width, target.height), 'tap target of a marker, px').toBeGreaterThanOrEqual(24);

    // Buttons zoom in, out and back.
    const home = await viewOf(map);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await viewOf(map)).w).toBeLessThan(home.w);
    await page.getByRole('button', { name: 'Reset the map' }).click();
    await expect.poll(() => viewOf(map)).toEqual(home);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await viewOf(map)).w).toBeGreaterThan(home.w);
    await page.getByRole('button', { name: 'Reset the map' }).click();

    // A pinch zooms in.
    await pinchOut(map);
    await expect.poll(async () => (await viewOf(map)).w).toBeLessThan(home.w);
    await page.getByRole('button', { name: 'Reset the map' }).click();

    // A drag that starts on a marker moves the map and does not open the port.
    const start = (await marker.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 60, start.y + start.height / 2 + 30, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await viewOf(map)).x).toBeLessThan(home.x);
    await expect(page).toHaveURL(/\/vessels\/map$/);

    // With the keyboard: arrows move the focused map, and a marker that gets focus is brought into view.
    await page.getByRole('button', { name: 'Reset the map' }).click();
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await viewOf(map)).x).toBeGreaterThan(home.x);
    const farthest = ports.reduce((a, b) => (Math.abs(b.lon - piraeus.lon) > Math.abs(a.lon - piraeus.lon) ? b : a));
    const far = map.getByRole('link', { name: label(farthest) });
    await far.focus();
    await expect(far).toBeInViewport();
    const mapBox = (await map.boundingBox())!;
    const farBox = (await far.boundingBox())!;
    expect(farBox.x + farBox.width / 2, 'the focused marker is inside the map').toBeGreaterThan(mapBox.x);
    expect(farBox.x + farBox.width / 2).toBeLessThan(mapBox.x + mapBox.width);

    // A tap on a marker opens that port's search.
    await page.getByRole('button', { name: 'Reset the map' }).click();
    await marker.tap();
    await expect(page).toHaveURL(/\/vessels\?port=GRPIR$/);

    // And the list reaches a port the phone's first view leaves off the map.
    await page.goBack();
    await list.getByRole('link', { name: farthest.name }).tap();
    await expect(page).toHaveURL(new RegExp(`/vessels\\?port=${farthest.locode}$`));
  });
});
