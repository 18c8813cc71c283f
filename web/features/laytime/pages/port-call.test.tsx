// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { LaytimeView } from '../api/laytime';
import PortCallPage from './port-call';

afterEach(cleanup);

const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const path = '/app/deals/:id/ports/:call';
const url = `/app/deals/${dealId}/ports/load`;

const terms = {
  regime: 'SHEX',
  excepted: 'unless_used',
  weatherWorkingDays: true,
  turnTimeHours: 12,
  turnTimeFrom: 'tendered',
  soonerCommencedCounts: true,
  shiftingCounts: false,
  reversible: false,
  demurragePerDay: 3_000_000,
  despatchPerDay: 1_500_000,
  despatchOn: 'working_time_saved',
} as const;

// Santos keeps UTC-3: the notice was tendered at 08:00 on the port's clock.
const facts = {
  holidays: [],
  norTendered: '2027-05-03T11:00:00Z',
  commenced: '2027-05-03T23:00:00Z',
  completed: '2027-05-06T20:30:00Z',
  interruptions: [{ kind: 'rain' as const, from: '2027-05-05T11:30:00Z', to: '2027-05-05T16:00:00Z', note: 'Hatches closed' }],
};

const notAgreed = { agreement: { owner: null, charterer: null, agreed: false } };
const mayNotAgree = { agree: false };

const view = (party: 'owner' | 'charterer'): LaytimeView => ({
  currency: 'USD',
  terms,
  termsVersion: 0,
  calls: [
    {
      call: 'load',
      port: { code: 'BRSSZ', name: 'Santos, Brazil', timeZone: 'America/Sao_Paulo' },
      allowance: { kind: 'rate', quantityTonnes: 30_000, tonnesPerDay: 20_000 },
      latest: { version: 1, timeZone: 'America/Sao_Paulo', facts, at: '2027-05-07T09:00:00Z' },
      comments: [
        {
          id: '0a1b2c3d-1111-4222-8333-944455566677',
          version: 1,
          entry: 'interruptions.0',
          kind: 'dispute',
          body: 'No rain logged by the terminal',
          party: 'charterer',
          at: '2027-05-07T10:00:00Z',
        },
      ],
    },
    {
      call: 'discharge',
      port: { code: 'NLRTM', name: 'Rotterdam, Netherlands', timeZone: 'Europe/Amsterdam' },
      allowance: { kind: 'rate', quantityTonnes: 30_000, tonnesPerDay: 15_000 },
      latest: null,
      comments: [],
    },
  ],
  sheet: null,
  ...notAgreed,
  actions: { recordFacts: party === 'owner', editTerms: true, comment: true, dispute: party === 'charterer', ...mayNotAgree },
});

function answer(
  party: 'owner' | 'charterer',
  onWrite: (url: string, init: RequestInit) => { status: number; body?: unknown },
  opts: { zoneless?: boolean } = {},
) {
  const laytime = view(party);
  if (opts.zoneless) laytime.calls[0].port.timeZone = null;
  return stubFetch((u, init) => {
    if ((init.method ?? 'GET') !== 'GET') return onWrite(u, init);
    if (u.endsWith('/laytime')) return { status: 200, body: { laytime } };
    return { status: 200, body: { deal: { id: dealId, vessel: { name: 'Nordic Tern' } } } };
  });
}

describe('the statement of facts page (#30)', () => {
  it('gives the owners the statement as a form on the port’s clock, with the comments beside their entries', async () => {
    answer('owner', () => ({ status: 500 }));
    renderAt(<PortCallPage />, { path, url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Tern at Santos, Brazil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Notice of readiness tendered')).toHaveValue('2027-05-03T08:00');
    expect(screen.getByLabelText('Loading completed')).toHaveValue('2027-05-06T17:30');
    expect(screen.getByLabelText('Interruption 1: note')).toHaveValue('Hatches closed');
    expect(screen.getByLabelText('Arrived at the load port (optional)')).toHaveValue('');
    // Santos is in the ports list with its zone: the times are on its clock, not on one the owner picks.
    expect(screen.getByText('America/Sao Paulo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Port’s time zone')).toBeNull();
    expect(screen.getByRole('list', { name: 'Comments on Interruption 1' })).toHaveTextContent('No rain logged by the terminal');
    expect(screen.getByRole('button', { name: 'Save as version 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dispute/ })).toBeNull();
  });

  it('shows the charterers the statement read-only, and a dispute of an entry is posted against its version', async () => {
    const calls = answer('charterer', () => ({ status: 201, body: { laytime: view('charterer') } }));
    renderAt(<PortCallPage />, { path, url });
    const user = userEvent.setup();
    expect(await screen.findByText('Mon, 3 May 2027, 08:00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Notice of readiness tendered')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.getByRole('list', { name: /Comments on Rain from/ })).toHaveTextContent('No rain logged by the terminal');

    await user.click(screen.getByRole('button', { name: 'Dispute loading commenced' }));
    await user.type(screen.getByLabelText('Why you dispute loading commenced'), 'Work began at 22:00');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: expect.stringContaining(`/api/deals/${dealId}/laytime/calls/load/comments`),
        method: 'POST',
        body: { version: 1, entry: 'commenced', kind: 'dispute', body: 'Work began at 22:00' },
      },
    ]);
  });

  it('sends the owners’ times as instants of the port’s zone and shows the server’s refusal in the form', async () => {
    const refusal = 'Completion must come after work commenced';
    const calls = answer('owner', () => ({ status: 400, body: { error: { code: 'validation', message: refusal } } }));
    renderAt(<PortCallPage />, { path, url });
    const user = userEvent.setup();
    const completed = await screen.findByLabelText('Loading completed');
    await user.clear(completed);
    await user.type(completed, '2027-05-03T19:00');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));

    const form = screen.getByRole('button', { name: 'Save as version 2' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0].body).toMatchObject({
      basedOn: 1,
      norTendered: '2027-05-03T11:00:00.000Z',
      completed: '2027-05-03T22:00:00.000Z',
    });
    expect(put[0].body).not.toHaveProperty('timeZone');
  });

  it('asks for the zone of a port the ports list has none for, and sends the times on it', async () => {
    const calls = answer('owner', () => ({ status: 200, body: { laytime: view('owner') } }), { zoneless: true });
    renderAt(<PortCallPage />, { path, url });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Port’s time zone')).toHaveValue('America/Sao_Paulo');
    await user.selectOptions(screen.getByLabelText('Port’s time zone'), 'America/Manaus');
    await user.type(screen.getByLabelText('Arrived at the load port (optional)'), '2027-05-02T18:00');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    // Manaus keeps UTC-4: the form's 08:00 is 12:00 UTC there, the arrival's 18:00 is 22:00 UTC.
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put[0].body).toMatchObject({ timeZone: 'America/Manaus', arrived: '2027-05-02T22:00:00.000Z', norTendered: '2027-05-03T12:00:00.000Z' });
  });

  it('puts a field message of the API under its field', async () => {
    const message = 'It must end after it starts';
    answer('owner', () => ({
      status: 400,
      body: { error: { code: 'validation', message: 'Invalid input', fields: { 'interruptions.0.to': message } } },
    }));
    renderAt(<PortCallPage />, { path, url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Interruption 1: to')).toHaveAccessibleDescription(message);
  });

  describe('agreeing the sheet', () => {
    // Both ports recorded (load version 1, discharge version 2), the terms still the charter party's (version 0), and a
    // sheet owing USD 12,500 of demurrage: what the party agrees is named exactly, so a sheet changed since is refused.
    const sheet = {
      reversible: false,
      ports: [],
      allowedMinutes: 4320,
      laytimeMinutes: 4320,
      demurrageMinutes: 600,
      savedMinutes: 0,
      demurrage: 1_250_000,
      despatch: 0,
      balance: 1_250_000,
    };
    const agreeable = (agreement: LaytimeView['agreement'], agree: boolean): LaytimeView => {
      const base = view('charterer');
      const discharge = { ...base.calls[1], latest: { version: 2, timeZone: 'Europe/Amsterdam', facts, at: '2027-05-20T09:00:00Z' } };
      return { ...base, calls: [base.calls[0], discharge], sheet, agreement, actions: { ...base.actions, agree } };
    };
    const serve = (first: LaytimeView, onPost: () => { status: number; body?: unknown }) =>
      stubFetch((u, init) => {
        if ((init.method ?? 'GET') !== 'GET') return onPost();
        if (u.endsWith('/laytime')) return { status: 200, body: { laytime: first } };
        return { status: 200, body: { deal: { id: dealId, vessel: { name: 'Nordic Tern' } } } };
      });

    it('posts the versions and the result the page shows, and then shows who has agreed', async () => {
      const owners = '2027-05-21T08:00:00Z';
      const after = agreeable({ owner: owners, charterer: '2027-05-21T09:30:00Z', agreed: true }, false);
      const calls = serve(agreeable({ owner: owners, charterer: null, agreed: false }, true), () => ({ status: 201, body: { laytime: after } }));
      renderAt(<PortCallPage />, { path, url });
      const user = userEvent.setup();
      expect(await screen.findByText('Charterers have not agreed this sheet yet')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Agree this laytime sheet' }));
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        {
          url: expect.stringContaining(`/api/deals/${dealId}/laytime/agreements`),
          method: 'POST',
          body: { termsVersion: 0, facts: { load: 1, discharge: 2 }, demurrage: 1_250_000, despatch: 0 },
        },
      ]);
      expect(await screen.findByText(/Agreed by both parties: the sheet is final/)).toHaveTextContent(
        'The demurrage is in the payment schedule for the charterers to pay into escrow.',
      );
      expect(screen.queryByRole('button', { name: 'Agree this laytime sheet' })).toBeNull();
    });

    it('shows the server’s refusal when the sheet changed since it was read', async () => {
      const refusal = 'The sheet changed since you read it: reload it and check it before you agree';
      serve(agreeable({ owner: null, charterer: null, agreed: false }, true), () => ({
        status: 409,
        body: { error: { code: 'conflict', message: refusal } },
      }));
      renderAt(<PortCallPage />, { path, url });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Agree this laytime sheet' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    });
  });
});
