// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OpenPositionsMap } from './open-positions-map';

describe('the open-positions map on the server', () => {
  it('renders without a window or a document: sizes are read in effects only', () => {
    expect(typeof window).toBe('undefined');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <OpenPositionsMap ports={[{ locode: 'GRPIR', region: false, name: 'Piraeus', country: 'Greece', lat: 37.94, lon: 23.64, vessels: 2 }]} />
        ),
      },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('aria-label="World map of open positions"');
    expect(html).toContain('viewBox="0 20 1000 400"');
    expect(html).toContain('href="/vessels?port=GRPIR"');
  });
});
