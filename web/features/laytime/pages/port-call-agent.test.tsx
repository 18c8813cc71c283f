// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import PortCallPage from './port-call';

afterEach(cleanup);

// The owner's agent at the load port (decision 037): the server answers their call only, no sheet, and refuses them
// the deal itself (404), so the page must stand on the laytime view alone.
const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const agentsView = {
  currency: 'USD',
  ship: 'Nordic Tern',
  agentCalls: ['load'],
  terms: {
    regime: 'SHEX',
    excepted: 'unless_used',
    weatherWorkingDays: true,
    turnTimeHours: 12,
    turnTimeFrom: 'tendered',
    soonerCommencedCounts: true,
    shiftingCounts: false,
    reversible: false,
    demurragePerDay: 0,
    despatchPerDay: 0,
    despatchOn: 'working_time_saved',
  },
  termsVersion: 0,
  calls: [
    {
      call: 'load',
      port: { code: 'BRSSZ', name: 'Santos, Brazil', timeZone: 'America/Sao_Paulo' },
      allowance: { kind: 'rate', quantityTonnes: 30_000, tonnesPerDay: 20_000 },
      latest: {
        version: 2,
        timeZone: 'America/Sao_Paulo',
        facts: {
          holidays: [],
          norTendered: '2027-05-03T11:00:00Z',
          commenced: '2027-05-03T23:00:00Z',
          completed: '2027-05-06T20:30:00Z',
          interruptions: [],
        },
        at: '2027-05-07T09:00:00Z',
        recordedBy: { name: 'Ana Souza', agent: true },
      },
      comments: [],
    },
  ],
  sheet: null,
  agreement: { owner: null, charterer: null, agreed: false },
  actions: { recordFacts: false, editTerms: false, comment: true, dispute: false, agree: false },
};

describe('the port-call page for the owner’s agent', () => {
  it('renders from the laytime view alone: their call, who recorded it, no terms, sheet or deal', async () => {
    const calls = stubFetch((u) =>
      u.endsWith('/laytime')
        ? { status: 200, body: { laytime: agentsView } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Deal not found' } } },
    );
    renderAt(<PortCallPage />, { path: '/app/deals/:id/ports/:call', url: `/app/deals/${dealId}/ports/load` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Tern at Santos, Brazil' })).toBeInTheDocument();
    expect(screen.getByText('Version 2 recorded by Ana Souza (agent).')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Port calls' })[0].querySelectorAll('a')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Laytime terms' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Laytime sheet' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Agents at this port' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    // Of the deal, the page asked for its laytime only (the session is read as on every page).
    expect(calls.map((c) => c.url).filter((u) => u.includes('/api/deals/'))).toEqual([expect.stringContaining(`/api/deals/${dealId}/laytime`)]);
  });

  it('opens the e-mailed link as an invitation, accepts it, and then shows the port call', async () => {
    let accepted = false;
    const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Deal not found' } } };
    const calls = stubFetch((u, init) => {
      if (init.method === 'POST') {
        accepted = true;
        const call = { dealId, call: 'load', port: 'Santos, Brazil', ship: 'Nordic Tern', owner: 'Aegean Owners' };
        return { status: 200, body: { call } };
      }
      return u.endsWith('/laytime') && accepted ? { status: 200, body: { laytime: agentsView } } : notFound;
    });
    const { router } = renderAt(<PortCallPage />, {
      path: '/app/deals/:id/ports/:call',
      url: `/app/deals/${dealId}/ports/load?invitation=tok-123_abc`,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Tern at Santos, Brazil' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: expect.stringContaining('/api/agent-invitations/accept'), method: 'POST', body: { token: 'tok-123_abc' } },
    ]);
    // The token leaves the address bar once it is used.
    expect(router.state.location.search).toBe('');
  });

  it('says why a used or expired link does not work', async () => {
    const gone = 'This invitation link has expired, was withdrawn or was already used';
    stubFetch((_u, init) =>
      init.method === 'POST'
        ? { status: 404, body: { error: { code: 'not_found', message: gone } } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Deal not found' } } },
    );
    renderAt(<PortCallPage />, { path: '/app/deals/:id/ports/:call', url: `/app/deals/${dealId}/ports/load?invitation=old` });
    const button = await screen.findByRole('button', { name: 'Accept the invitation' });
    await userEvent.setup().click(button);
    expect(await screen.findByText(gone)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });
});
