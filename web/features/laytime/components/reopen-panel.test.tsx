// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { ReopeningView } from '../api/reopening';
import { ReopenPanel } from './reopen-panel';

afterEach(cleanup);

const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const where = { path: '/app/deals/:id/ports/:call', url: `/app/deals/${dealId}/ports/load` };
const none = { propose: false, accept: false, withdraw: false };

function serve(first: ReopeningView, after: ReopeningView) {
  return stubFetch((_u, init) =>
    (init.method ?? 'GET') === 'GET' ? { status: 200, body: { reopening: first } } : { status: 200, body: { reopening: after } },
  );
}

describe('reopening the agreed laytime sheet (decision 038)', () => {
  it('lets a party propose it with a reason, and then offers to withdraw it', async () => {
    const proposal = { party: 'owner' as const, name: 'Eleni Markou', reason: 'Completion was logged at 10:00', at: '2027-06-01T08:00:00Z' };
    const calls = serve(
      { round: 1, proposal: null, history: [], actions: { ...none, propose: true } },
      { round: 1, proposal, history: [], actions: { ...none, withdraw: true } },
    );
    renderAt(<ReopenPanel dealId={dealId} />, where);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose to reopen' }));
    await user.type(screen.getByLabelText('Why the sheet should be reopened'), 'Completion was logged at 10:00');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.replace(/^https?:\/\/[^/]+/, ''), c.body])).toEqual([
      [`/api/deals/${dealId}/laytime/reopening`, { reason: 'Completion was logged at 10:00' }],
    ]);
    expect(await screen.findByRole('button', { name: 'Withdraw proposal' })).toBeInTheDocument();
    expect(screen.getByText('The sheet stays agreed until the other party accepts.')).toBeInTheDocument();
  });

  it('shows the other party’s proposal and reason, and accepts it', async () => {
    const proposal = { party: 'owner' as const, name: 'Eleni Markou', reason: 'Rain on Thursday is missing', at: '2027-06-01T08:00:00Z' };
    const calls = serve(
      { round: 1, proposal, history: [], actions: { ...none, accept: true } },
      {
        round: 2,
        proposal: null,
        history: [{ round: 1, proposedBy: 'owner', reason: 'Rain on Thursday is missing', acceptedAt: '2027-06-02T09:00:00Z' }],
        actions: none,
      },
    );
    renderAt(<ReopenPanel dealId={dealId} />, where);
    const user = userEvent.setup();
    expect(await screen.findByText('“Rain on Thursday is missing”')).toBeInTheDocument();
    expect(screen.getByText(/The owners \(Eleni Markou\) proposed to reopen this sheet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept reopening' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      `/api/deals/${dealId}/laytime/reopening/acceptance`,
    ]);
    expect(await screen.findByText(/Round 2 of agreement: both parties reopened the agreed sheet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept reopening' })).toBeNull();
  });
});
