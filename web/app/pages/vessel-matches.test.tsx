// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cargoId, cargoMatch, fitsId, loaded, member, memberAnswer, pageOf, wheatOrder } from '../../features/matching/test-fixtures';
import { renderAt, stubFetch } from '../../test/render';
import VesselMatchesPage from './vessel-matches';

afterEach(cleanup);

// What the page reads of the vessel: its name, open date and deadweight (the rest of the page's answer is not used).
const vesselPage = { vessel: { id: fitsId, name: 'Pacific Venture', openDate: '2027-01-08', deadweightT: 58_000 } };

function show(role: 'owner' | 'admin', vessel: unknown = vesselPage) {
  const calls = stubFetch((url) => {
    const me = memberAnswer(url, member(role));
    if (me) return me;
    if (url.startsWith(`/api/vessels/${fitsId}/matches`)) return { status: 200, body: pageOf([cargoMatch(wheatOrder)]) };
    if (url.startsWith(`/api/vessels/${fitsId}`))
      return vessel ? { status: 200, body: vessel } : { status: 404, body: { error: { code: 'not_found', message: 'Vessel not found' } } };
    return { status: 404 };
  });
  renderAt(<VesselMatchesPage />, { path: '/owner/vessels/:id/matches', url: `/owner/vessels/${fitsId}/matches` });
  return calls;
}

describe('/owner/vessels/:id/matches', () => {
  it('lists the ship’s matching cargoes, each written as the cargo pages write it, with Offer your ship', async () => {
    show('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matching cargoes for Pacific Venture' }, loaded)).toBeVisible();
    expect(await screen.findByText('Laycan 10–15 Jan 2027 · Freight idea USD 32.00/t · Commission 5.00% total', {}, loaded)).toBeVisible();
    expect(screen.getByText(/Wheat · 50,000 t 10% MOLOO · Santos, Brazil/)).toBeVisible();
    expect(screen.getByText('Shown once the charterer answers your enquiry')).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Offer your ship, Pacific Venture/ }, loaded)).toHaveAttribute(
      'href',
      `/app/cargoes/${cargoId}/offer?vessel=${fitsId}&days=48.94`,
    );
  });

  it('lets an admin look without offering', async () => {
    show('admin');
    await screen.findByText('USD 14,246/day', {}, loaded);
    expect(screen.queryByRole('link', { name: /Offer your ship/ })).toBeNull();
  });

  it('says so when the vessel is not the viewer’s', async () => {
    show('owner', null);
    expect(await screen.findByText('This vessel is not in your fleet, or is no longer listed.', {}, loaded)).toBeVisible();
  });
});
