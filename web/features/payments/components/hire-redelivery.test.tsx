// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import type { HireStatementView, RedeliveryView } from '../api/redelivery';
import { HireRedelivery } from './hire-redelivery';

afterEach(cleanup);

const dealId = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const delivered: NonNullable<RedeliveryView> = {
  deliveredAt: '2026-03-01T06:00:00.000Z',
  window: { earliest: '2026-04-25T06:00:00.000Z', latest: '2026-05-05T06:00:00.000Z' },
  refusal: null,
  statement: null,
};
// The server test's worked example (redelivery.test.ts): USD 14,500/day, 58 d 12 h on hire, 3.75% adcom, 1.25%
// brokerage not deducted, two 15-day periods paid.
const statement: HireStatementView = {
  deliveredAt: '2026-03-01T06:00:00.000Z',
  redeliveredAt: '2026-04-28T18:00:00.000Z',
  currency: 'USD',
  hirePerDay: 1_450_000,
  periodDays: 60,
  toleranceDays: 5,
  addressCommissionBp: 375,
  brokerageBp: 125,
  brokerageDeducted: false,
  minutesOnHire: 84_240,
  gross: 84_825_000,
  adcom: 3_180_938,
  brokerage: 1_060_313,
  net: 81_644_062,
  paid: 41_868_750,
  balance: 39_775_312,
  redelivery: 'within',
  outsideMinutes: 0,
  refunded: 0,
  owedByOwner: 0,
  balancePaymentId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  recordedBy: 'Eleni Markou',
  at: '2026-04-29T09:00:00.000Z',
  certificate: {
    name: 'redelivery-kalliope.pdf',
    contentType: 'application/pdf',
    size: 48_213,
    sha256: 'a'.repeat(64),
    url: `/api/deals/${dealId}/payments/redelivery/certificate`,
  },
};

/** The browser's fetch, keeping what each call sent: the multipart form's fields as they went. */
function stubUpload() {
  const calls: { url: string; method: string; form: FormData | null }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', form: init.body instanceof FormData ? init.body : null });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}
const line = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('redelivery and the final hire statement (#25)', () => {
  it('both parties read the statement line by line, with thousands separators', () => {
    renderAt(
      <HireRedelivery
        dealId={dealId}
        me="charterer"
        redelivery={{ ...delivered, refusal: 'The redelivery of this ship is already recorded', statement }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Final hire statement' })).toBeInTheDocument();
    expect(screen.getByText(/58 d 12 h 0 m on hire, within the 60 days 5 more or less/)).toBeInTheDocument();
    expect(line('Hire, 58 d 12 h 0 m at $14,500.00/day')).toBe('$848,250.00');
    expect(line('Less address commission 3.75%')).toBe('−$31,809.38');
    expect(line('Brokerage 1.25%, for the owners’ account (not deducted)')).toBe('$10,603.13');
    expect(line('Hire earned, net')).toBe('$816,440.62');
    expect(line('Less hire paid into escrow')).toBe('−$418,687.50');
    expect(line('Balance due from the charterers')).toBe('$397,753.12');
    // The document the money moved on, with who uploaded it, when, and the time it states.
    expect(screen.getByRole('link', { name: 'Redelivery certificate' })).toHaveAttribute(
      'href',
      `/api/deals/${dealId}/payments/redelivery/certificate`,
    );
    expect(screen.getByText('stating 2026-04-28 18:00 UTC')).toBeInTheDocument();
    expect(screen.getByText('uploaded 2026-04-29 09:00 UTC by Eleni Markou')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record redelivery' })).not.toBeInTheDocument();
  });

  it('an excess beyond what escrow held is shown as owed by the owners', () => {
    const early = { ...statement, redelivery: 'early' as const, outsideMinutes: 53_280, balance: -16_747_500, refunded: 0, owedByOwner: 16_747_500 };
    renderAt(<HireRedelivery dealId={dealId} me="owner" redelivery={{ ...delivered, statement: early }} />);
    expect(screen.getByText(/37 d 0 h 0 m before the earliest redelivery/)).toBeInTheDocument();
    expect(line('Balance due to the charterers')).toBe('$167,475.00');
    expect(line('Owed by the owners beyond what escrow held')).toBe('$167,475.00');
  });

  it('only the owner records the redelivery, on the certificate and the time it states', async () => {
    const { unmount } = renderAt(<HireRedelivery dealId={dealId} me="charterer" redelivery={delivered} />);
    expect(screen.queryByRole('button', { name: 'Record redelivery' })).not.toBeInTheDocument();
    unmount();

    const calls = stubUpload();
    renderAt(<HireRedelivery dealId={dealId} me="owner" redelivery={delivered} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record redelivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record redelivery' });
    expect(dialog).toHaveTextContent(
      'Delivered 2026-03-01 06:00 UTC. The charter party allows redelivery from 2026-04-25 06:00 UTC to 2026-05-05 06:00 UTC.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Record redelivery' }).at(-1)!);
    expect(await screen.findByText('Attach the redelivery certificate as evidence')).toBeInTheDocument();
    expect(screen.getByText('Give the time of redelivery the certificate states')).toBeInTheDocument();
    // The time alone is not enough: the dialog asks for the document and sends nothing.
    fireEvent.change(screen.getByLabelText('Time of redelivery on the certificate'), { target: { value: '2026-04-28T18:00' } });
    await user.click(screen.getAllByRole('button', { name: 'Record redelivery' }).at(-1)!);
    expect(screen.getByText('Attach the redelivery certificate as evidence')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    const certificate = new File(['%PDF-1.7 redelivery'], 'redelivery-kalliope.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Redelivery certificate'), certificate);
    await user.click(screen.getAllByRole('button', { name: 'Record redelivery' }).at(-1)!);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ url: `/api/deals/${dealId}/payments/redelivery`, method: 'POST' });
    expect(calls[0].form?.get('redeliveredAt')).toBe(new Date('2026-04-28T18:00').toISOString());
    expect((calls[0].form?.get('file') as File).name).toBe('redelivery-kalliope.pdf');
  });

  it('the owner sees why the redelivery cannot be recorded now', () => {
    const refusal = 'A payment of hire is in progress: record the redelivery once it has gone through or failed';
    renderAt(<HireRedelivery dealId={dealId} me="owner" redelivery={{ ...delivered, refusal }} />);
    expect(screen.getByText(`Record redelivery: not now. ${refusal}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record redelivery' })).toBeDisabled();
  });
});
