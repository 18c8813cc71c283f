// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { HireView } from '../api/hire';
import HireStatementPage from './hire';

afterEach(cleanup);

const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const path = '/app/deals/:id/hire';
const url = `/app/deals/${dealId}/hire`;

const facts = {
  delivery: { at: '2026-03-01T00:00:00Z', place: 'Singapore', timeZone: 'Asia/Singapore' },
  redelivery: { at: '2026-03-16T01:00:00Z', place: 'Rotterdam', timeZone: 'Europe/Amsterdam' },
  bunkersOnDelivery: [{ grade: 'VLSFO' as const, tonnes: 500, pricePerTonne: 60_000 }],
  bunkersOnRedelivery: [{ grade: 'VLSFO' as const, tonnes: 450, pricePerTonne: 60_000 }],
  expenses: [],
  cvePer30Days: 150_000,
};

const view = (party: 'owner' | 'charterer', over: Partial<HireView> = {}): HireView => ({
  currency: 'USD',
  terms: { hirePerDay: 1_000_000, addressCommissionPercent: 3.75, brokeragePercent: 1.25 },
  facts: { version: 1, facts, at: '2026-03-17T09:00:00Z' },
  offHires: [
    {
      number: 1,
      from: '2026-03-05T10:00:00.000Z',
      to: '2026-03-06T16:00:00.000Z',
      reason: 'Main engine breakdown',
      bunkersConsumed: [],
      at: '2026-03-17T10:00:00Z',
      answer: null,
    },
  ],
  offHiresVersion: 1,
  payments: [],
  statement: {
    lines: [
      { kind: 'hire', label: 'Hire, delivery to redelivery', basis: '15 d 1 h 0 m at $10,000.00 a day', amount: 15_041_667, owedTo: 'owners' },
      { kind: 'bunkers_on_redelivery', label: 'Bunkers on redelivery: VLSFO', basis: '450.000 t', amount: 27_000_000, owedTo: 'charterers' },
    ],
    owedToOwners: 15_041_667,
    owedToCharterers: 27_000_000,
    balance: -11_958_333,
  },
  agreement: { owner: null, charterer: '2026-03-18T09:00:00Z', agreed: false },
  hireAwaitingPayment: party === 'charterer',
  actions: { recordFacts: party === 'owner', recordOffHire: party === 'charterer', answerOffHire: party === 'owner', agree: party === 'owner' },
  party,
  ...over,
});

function answer(party: 'owner' | 'charterer', onWrite: (url: string, init: RequestInit) => { status: number; body?: unknown }) {
  return stubFetch((u, init) => {
    if ((init.method ?? 'GET') !== 'GET') return onWrite(u, init);
    if (u.endsWith('/hire')) return { status: 200, body: { hire: view(party) } };
    return { status: 200, body: { deal: { id: dealId, vessel: { name: 'Nordic Tern' } } } };
  });
}

describe('the hire statement page (#30)', () => {
  it('shows the lines with basis, amount and who they are owed to, the balance and who has agreed', async () => {
    answer('owner', () => ({ status: 500 }));
    renderAt(<HireStatementPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Tern' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Hire, delivery to redelivery/ });
    expect(row).toHaveTextContent('$150,416.67');
    expect(row).toHaveTextContent('Owners');
    expect(screen.getByText('$119,583.33 owed by the owners to the charterers')).toBeInTheDocument();
    expect(screen.getByText(/Charterers agreed on/)).toBeInTheDocument();
    expect(screen.getByText('Owners have not agreed this statement yet')).toBeInTheDocument();
    expect(screen.getByText('Awaiting the owners’ answer: not deducted')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery: place')).toHaveValue('Singapore');
    expect(screen.getByRole('button', { name: 'Save as version 2' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record off-hire' })).toBeNull();
  });

  it('lets the owners dispute an off-hire with a comment, and agree the statement as shown', async () => {
    const calls = answer('owner', () => ({ status: 200, body: { hire: view('owner') } }));
    renderAt(<HireStatementPage />, { path, url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute off-hire 1' }));
    await user.type(screen.getByLabelText('Why you dispute off-hire 1'), 'Engine log shows full speed');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    await user.click(screen.getByRole('button', { name: 'Agree this hire statement' }));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        url: expect.stringContaining(`/api/deals/${dealId}/hire/off-hires/1/answer`),
        method: 'POST',
        body: { answer: 'disputed', comment: 'Engine log shows full speed' },
      },
      {
        url: expect.stringContaining(`/api/deals/${dealId}/hire/agreements`),
        method: 'POST',
        body: { factsVersion: 1, offHiresVersion: 1, balance: -11_958_333 },
      },
    ]);
  });

  it('gives the charterers the off-hire form in UTC and shows the server’s refusal', async () => {
    const refusal = 'Off-hire from 2026-03-20T00:00:00Z (Crew illness): it must fall between delivery and redelivery';
    const calls = answer('charterer', () => ({ status: 400, body: { error: { code: 'validation', message: refusal } } }));
    renderAt(<HireStatementPage />, { path, url });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Record off-hire' });
    expect(screen.queryByRole('button', { name: /^Accept off-hire/ })).toBeNull();
    expect(screen.getByText(/Hire instalments are still awaiting payment/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Off-hire from (UTC)'), '2026-03-20T00:00');
    await user.type(within(form).getByLabelText('Off-hire to (UTC)'), '2026-03-20T06:00');
    await user.type(within(form).getByLabelText('Reason'), 'Crew illness');
    await user.click(within(form).getByRole('button', { name: 'Record off-hire' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { from: '2026-03-20T00:00:00Z', to: '2026-03-20T06:00:00Z', reason: 'Crew illness', bunkersConsumed: [] },
    ]);
  });
});
