// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { SaveSearchButton } from './save-search-button';

afterEach(cleanup);

const loaded = { timeout: 5000 };
const profile = {
  id: 'u1',
  email: 'ops@example.com',
  name: 'Elena Marchetti',
  role: 'owner',
  companyName: 'Aegean Owners',
  contactPhone: null,
  contactAddress: null,
  companyRegistration: null,
  verified: true,
  emailVerified: true,
};

/** The board with its filters, for a member (or a visitor), the save answered by `save`. */
function show(
  signedIn: boolean,
  save: { status: number; body?: unknown } = { status: 201 },
  {
    kind = 'cargoes' as 'cargoes' | 'vessels',
    apiQuery = 'commodity=wheat&loadRegion=ECSA&dischargeRegion=CJK&minSize=30000&maxSize=60000&page=2',
  } = {},
) {
  const calls = stubFetch((url) => {
    if (url.includes('/api/auth/get-session'))
      return { status: 200, body: signedIn ? { user: { id: 'u1', email: profile.email, name: profile.name } } : null };
    if (url.includes('/api/accounts/me')) return { status: 200, body: { profile } };
    return save;
  });
  renderAt(<SaveSearchButton kind={kind} apiQuery={apiQuery} />, { path: '/cargoes', url: `/cargoes?${apiQuery}` });
  return calls;
}

const saved = {
  id: '7c0f9d7e-1111-4aaa-8bbb-000000000001',
  kind: 'cargoes',
  name: 'Wheat to China',
  query: { commodity: 'wheat' },
  createdAt: '2099-01-01T00:00:00Z',
};

describe('Save this search', () => {
  it('asks a visitor to sign in, and saves nothing', async () => {
    const calls = show(false);
    expect(await screen.findByRole('link', { name: 'Sign in to save this search' }, loaded)).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    expect(calls.filter((c) => c.url.includes('/api/saved-searches'))).toEqual([]);
  });

  it('lets a member name the search (its filters suggest the name) and saves its filters, not its page', async () => {
    const calls = show(true, { status: 201, body: { savedSearch: saved } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }, loaded));
    const name = screen.getByLabelText('Name of this search');
    expect(name).toHaveValue('Wheat · ECSA → CJK · 30–60k t');
    await userEvent.clear(name);
    await userEvent.type(name, 'Wheat to China');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved as “Wheat to China”\. You will be told of new matches\./, {}, loaded)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/saved-searches',
        method: 'POST',
        body: {
          kind: 'cargoes',
          name: 'Wheat to China',
          query: { commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: '30000', maxSize: '60000' },
        },
      },
    ]);
  });

  it('shows the server’s refusal in its words', async () => {
    const message = 'You already keep 20 saved searches: delete one before saving another';
    show(true, { status: 409, body: { error: { code: 'conflict', message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }, loaded));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message, {}, loaded)).toBeVisible();
  });

  it('says a typed location is not checked for alerts, and names the vessel search after its filters', async () => {
    show(true, { status: 201 }, { kind: 'vessels', apiQuery: 'type=tanker&location=Houston' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }, loaded));
    const name = screen.getByLabelText('Name of this search');
    expect(name).toHaveValue('Tanker · open Houston');
    expect(name).toHaveAccessibleDescription(
      'A typed location is not checked for alerts: choose an open port or region to be told of new ships there.',
    );
  });
});
