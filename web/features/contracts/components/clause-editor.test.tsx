// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import { ClauseEditor } from './clause-editor';

afterEach(cleanup);

const dealId = '11111111-1111-4111-8111-111111111111';
// Version 1's terms as the server stores them: 50,000 t wheat at USD 24.50 per tonne, Rotterdam to Alexandria.
const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: '2027-03-01',
  laycanTo: '2027-03-10',
  currency: 'USD',
  cpForm: 'Fairlead voyage charter terms',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'NLRTM',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_000_000,
  despatchPerDay: 1_000_000,
  voyageDays: 20,
  freightBblPct: 95,
  freightBalanceDays: 30,
};
const clauses = [
  { key: 'freight', title: 'Freight', body: 'Freight at USD 24.50 per metric tonne.', rider: false },
  { key: 'agents', title: 'Agents', body: 'Owners’ agents at both ends.', rider: false },
];
const amendPath = `/api/deals/${dealId}/contract/versions`;

function open(answer: { status: number; body?: unknown } = { status: 201, body: { contract: {} } }) {
  const calls = stubFetch((url, init) => (url === amendPath && init.method === 'POST' ? answer : { status: 200, body: { items: [] } }));
  const onDone = vi.fn();
  renderAt(<ClauseEditor dealId={dealId} basedOn={1} terms={terms} clauses={clauses} onDone={onDone} />);
  const amendments = () => calls.filter((c) => c.url === amendPath).map((c) => c.body as Record<string, unknown>);
  return { amendments, onDone, user: userEvent.setup() };
}

describe('the amendment editor’s terms (#25)', () => {
  it('sends the changed terms when the freight rate changes, every other term as it was', async () => {
    const { amendments, onDone, user } = open();
    await user.clear(screen.getByLabelText('Freight'));
    await user.type(screen.getByLabelText('Freight'), '26.00');
    await user.type(screen.getByLabelText('What changed (shown on the record)'), 'Freight USD 26.00');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(amendments()).toHaveLength(1);
    expect(amendments()[0]).toEqual({ basedOn: 1, clauses, note: 'Freight USD 26.00', terms: { ...terms, freightRate: 2_600 } });
  });

  it('sends no terms when only a clause changed', async () => {
    const { amendments, onDone, user } = open();
    await user.type(screen.getByLabelText('Text of clause 2'), ' Charterers’ agents at the discharge port.');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(amendments()).toHaveLength(1);
    expect(amendments()[0]).not.toHaveProperty('terms');
    expect(amendments()[0].clauses).toEqual([
      clauses[0],
      { ...clauses[1], body: 'Owners’ agents at both ends. Charterers’ agents at the discharge port.' },
    ]);
  });

  it('a term typed back to what it was sends none', async () => {
    const { amendments, onDone, user } = open();
    await user.clear(screen.getByLabelText('Quantity (mt)'));
    await user.type(screen.getByLabelText('Quantity (mt)'), '50,000');
    await user.type(screen.getByLabelText('Text of clause 1'), ' Payable in US dollars.');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(amendments()[0]).not.toHaveProperty('terms');
  });

  it('names a wrong term under its field and sends nothing', async () => {
    const { amendments, user } = open();
    await user.clear(screen.getByLabelText('Laycan to (cancelling)'));
    await user.type(screen.getByLabelText('Laycan to (cancelling)'), '2027-02-20');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText('The laycan cannot end before it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('Laycan to (cancelling)')).toHaveAccessibleDescription('The laycan cannot end before it starts');
    expect(amendments()).toEqual([]);
  });

  it('shows the server’s message for a term under that term’s field', async () => {
    const refusal = {
      error: {
        code: 'validation',
        message: 'Freight must be at most 100,000,000',
        fields: { 'terms.freightRate': 'Freight must be at most 100,000,000' },
      },
    };
    const { amendments, onDone, user } = open({ status: 400, body: refusal });
    await user.clear(screen.getByLabelText('Freight'));
    await user.type(screen.getByLabelText('Freight'), '26.00');
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() => expect(screen.getByLabelText('Freight')).toHaveAccessibleDescription('Freight must be at most 100,000,000'));
    expect(amendments()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
