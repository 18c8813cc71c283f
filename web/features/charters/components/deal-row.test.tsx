// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import type { DealSummary } from '../api/deals';
import { DealRow } from './deal-row';

const NOW = Date.parse('2027-02-01T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const company = (name: string) => ({ id: name, company: name, verified: true });
/** A voyage under negotiation: the owners' firm offer of USD 26.00 per mt, to be answered in 2 h 14 min. */
const deal: DealSummary = {
  id: '7c0f9d7e-1111-4aaa-8bbb-000000000001',
  stage: 'negotiating',
  charterType: 'voyage',
  vessel: { id: '7c0f9d7e-1111-4aaa-8bbb-000000000002', name: 'Aegean Spirit', imo: '9321010', flag: 'MH', deadweightT: 58_000 },
  owner: company('Aegean Owners'),
  charterer: company('Nile Grain'),
  myParty: 'charterer',
  laycanFrom: '2027-03-03',
  laycanTo: '2027-03-08',
  live: { version: 2, kind: 'firm', fromParty: 'owner', replyBy: new Date(NOW + (2 * 60 + 14) * 60_000).toISOString() },
  awaiting: 'charterer',
  nextDeadline: new Date(NOW + (2 * 60 + 14) * 60_000).toISOString(),
  headline: { cargo: 'Wheat in bulk', from: 'FRURO', to: 'EGALY', price: { amountMinor: 2_600, currency: 'USD', basis: 'per_tonne' } },
  createdAt: '2027-01-30T09:00:00Z',
  updatedAt: '2027-02-01T09:00:00Z',
};
const names = { FRURO: 'Rouen, France', EGALY: 'Alexandria, Egypt' };

describe('a row of the deals list (#25)', () => {
  it('shows the ship, cargo, ports by name, laycan, the live price and the time left to reply', () => {
    renderAt(<DealRow d={deal} names={names} />);
    const row = screen.getByRole('link');
    expect(row).toHaveAttribute('href', `/app/deals/${deal.id}`);
    expect(row).toHaveTextContent('Aegean Spirit');
    expect(screen.getByTestId('deal-route')).toHaveTextContent('Wheat in bulk · Rouen, France → Alexandria, Egypt');
    expect(row).toHaveTextContent('laycan 3 Mar – 8 Mar');
    expect(screen.getByTestId('deal-price')).toHaveTextContent('$26.00 per mt');
    expect(screen.getByTestId('deal-reply')).toHaveTextContent(/^Charterers to reply by .+ · 2 h 14 min left$/);
    expect(row).not.toHaveTextContent('FRURO');
  });

  it('shows a time charter’s daily hire and no time left when no reply deadline runs', () => {
    const enquiry: DealSummary = {
      ...deal,
      stage: 'enquiry',
      charterType: 'time',
      awaiting: 'owner',
      nextDeadline: null,
      live: { version: 1, kind: 'enquiry', fromParty: 'charterer', replyBy: null },
      headline: { cargo: null, from: 'FRURO', to: 'EGALY', price: { amountMinor: 1_650_000, currency: 'USD', basis: 'per_day' } },
    };
    renderAt(<DealRow d={enquiry} names={names} />);
    expect(screen.getByTestId('deal-price')).toHaveTextContent('$16,500.00 per day');
    expect(screen.getByTestId('deal-route')).toHaveTextContent('Time charter · Rouen, France → Alexandria, Egypt');
    expect(screen.queryByTestId('deal-reply')).toBeNull();
    expect(screen.getByRole('link')).not.toHaveTextContent(/left/);
  });
});
