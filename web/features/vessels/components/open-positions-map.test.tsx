// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import type { OpenPosition } from '../api/types';
import { homeView } from './map-view';
import { OpenPositionsMap } from './open-positions-map';

afterEach(cleanup);

const ports: OpenPosition[] = [
  { locode: 'GRPIR', region: false, name: 'Piraeus', country: 'Greece', lat: 37.94, lon: 23.64, vessels: 2 },
  { locode: 'NLRTM', region: false, name: 'Rotterdam', country: 'Netherlands', lat: 51.92, lon: 4.48, vessels: 1 },
  { locode: 'DEBRV', region: false, name: 'Bremerhaven', country: 'Germany', lat: 53.54, lon: 8.58, vessels: 1 },
  { locode: 'CNQIN', region: false, name: 'Qingdao', country: 'China', lat: 36.07, lon: 120.38, vessels: 1 },
  // Ships open anywhere in the Continent range, drawn at Rotterdam, its reference port.
  { locode: 'CONT', region: true, name: 'Continent (Le Havre–Hamburg) and UK', country: null, lat: 51.92, lon: 4.48, vessels: 3 },
];
/** Equirectangular on a 1000 × 500 world: longitude to the map's x. */
const xOf = (lon: number) => ((lon + 180) / 360) * 1000;
const numbers = (viewBox: string | null) => viewBox!.split(' ').map(Number);

describe('the open-positions map', () => {
  it('links every port, and its buttons and arrow keys zoom and move the view', async () => {
    renderAt(<OpenPositionsMap ports={ports} />);
    const map = screen.getByRole('group', { name: 'World map of open positions' });
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Piraeus, Greece: 2 vessels open' })).toHaveAttribute('href', '/vessels?port=GRPIR');
    // A region's ships are named as open in the region, not as Rotterdam's, and link to the region's search.
    expect(screen.getByRole('link', { name: 'Open in Continent (Le Havre–Hamburg) and UK: 3 vessels' })).toHaveAttribute(
      'href',
      '/vessels?port=CONT',
    );
    expect(screen.getByRole('link', { name: 'Rotterdam, Netherlands: 1 vessel open' })).toHaveAttribute('href', '/vessels?port=NLRTM');
    // Not measured (jsdom lays nothing out): the whole map between the polar crops, 83°N to 61°S.
    expect(numbers(map.getAttribute('viewBox'))).toEqual([0, 20, 1000, 400]);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Reset the map' })).toHaveAttribute('aria-disabled', 'true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const [x, y, w, h] = numbers(map.getAttribute('viewBox'));
    expect(w).toBeLessThan(1000);
    expect([x + w / 2, y + h / 2].map(Math.round), 'zoomed about the middle').toEqual([500, 220]);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus(); // aria-disabled, not disabled: focus stays

    map.focus();
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(numbers(map.getAttribute('viewBox'))[0], 'moved east').toBeGreaterThan(x);

    await user.click(screen.getByRole('button', { name: 'Reset the map' }));
    expect(numbers(map.getAttribute('viewBox'))).toEqual([0, 20, 1000, 400]);
  });

  it('on a phone-shaped box starts over the cluster where most ships are open, and leaves the rest a drag away', () => {
    const points = ports.map((p) => ({ x: xOf(p.lon), y: ((90 - p.lat) / 180) * 500, weight: p.vessels }));
    const { cx, w } = homeView({ width: 343, height: 460 }, points);
    const [left, right] = [cx - w / 2, cx + w / 2];
    for (const lon of [4.48, 8.58, 23.64]) {
      expect(xOf(lon)).toBeGreaterThan(left);
      expect(xOf(lon)).toBeLessThan(right);
    }
    expect(xOf(120.38), 'Qingdao is off the first view').toBeGreaterThan(right);
    // The box is filled: the view is no wider than the 400 rows of map are tall in the box's shape.
    expect(w).toBeLessThanOrEqual((400 * 343) / 460);
  });
});
