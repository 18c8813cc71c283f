// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import DashboardPage from './dashboard';

afterEach(cleanup);

const profile = (role: 'owner' | 'charterer') => ({
  id: 'u1',
  email: 'ops@example.com',
  name: 'Elena Marchetti',
  role,
  companyName: 'Levant Grain Trading',
  contactPhone: null,
  contactAddress: null,
  companyRegistration: null,
  verified: true,
  emailVerified: true,
  suspended: false,
  createdAt: '2026-11-01T09:00:00.000Z',
});
const figures = {
  vessels: 0,
  activeCharters: 1,
  unreadNotifications: 3,
  unreadMessages: 2,
  openEnquiries: 4,
  onSubjects: 1,
  deadlinesToday: 2,
  heldInEscrow: [
    { currency: 'USD', amount: 116_375_000 },
    { currency: 'EUR', amount: 1_200_000 },
  ],
};

function show(role: 'owner' | 'charterer') {
  // The signed-in member is read as the app reads it: the session, then the profile.
  stubFetch((url) =>
    url.includes('/api/auth/get-session')
      ? { status: 200, body: { user: { id: 'u1', email: 'ops@example.com', name: 'Elena Marchetti' } } }
      : url.includes('/api/accounts/me')
        ? { status: 200, body: { profile: profile(role) } }
        : { status: 200, body: { ...figures, vessels: role === 'owner' ? 3 : 0 } },
  );
  renderAt(<DashboardPage />);
}

describe('dashboard tiles (#25)', () => {
  it('shows a charterer the figures of its work, and no vessel count', async () => {
    show('charterer');
    expect(await screen.findByTestId('tile-Open enquiries')).toHaveTextContent('4');
    expect(screen.getByTestId('tile-On subjects')).toHaveTextContent('1');
    expect(screen.getByTestId('tile-Deadlines today')).toHaveTextContent('2');
    // USD 1,163,750.00 held, and the euros named apart: amounts in two currencies are never added.
    expect(screen.getByTestId('tile-Held in escrow')).toHaveTextContent('$1,163,750.00 USD');
    expect(screen.getByText('Also €12,000.00 EUR')).toBeVisible();
    expect(screen.getByTestId('tile-Active charters')).toHaveTextContent('1');
    expect(screen.queryByText(/My vessels/i)).toBeNull();
  });

  it('shows an owner the same figures and its listed ships', async () => {
    show('owner');
    expect(await screen.findByTestId('tile-My vessels')).toHaveTextContent('3');
    expect(await screen.findByTestId('tile-Open enquiries')).toHaveTextContent('4');
    expect(screen.getByTestId('tile-Held in escrow')).toHaveTextContent('$1,163,750.00 USD');
  });
});
