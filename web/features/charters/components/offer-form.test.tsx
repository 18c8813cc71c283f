// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import { OfferForm } from './offer-form';

afterEach(cleanup);

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: day(30),
  laycanTo: day(35),
  currency: 'USD',
  cpForm: 'GENCON 1994',
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
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
};
// The previous version's subjects, each with a deadline two days out (after the counter's default reply deadline).
const liftBy = new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
const previous = [
  { text: 'Charterers’ board approval', party: 'charterer' as const, liftBy },
  { text: 'Owners’ approval of charterers', party: 'owner' as const, liftBy },
];

describe('a counter (#25)', () => {
  it('starts from the previous version’s subjects, each editable or removable', async () => {
    const calls = stubFetch((url) =>
      url.includes('/offers')
        ? { status: 409, body: { error: { code: 'conflict', message: 'Stopped here' } } }
        : { status: 200, body: { items: [] } },
    );
    renderAt(<OfferForm dealId="0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f" party="owner" terms={terms} subjects={previous} onDone={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Subject 1')).toHaveValue('Charterers’ board approval');
    expect(screen.getByLabelText('Subject 2')).toHaveValue('Owners’ approval of charterers');
    expect(screen.getAllByLabelText('Lifted by').map((s) => (s as HTMLSelectElement).value)).toEqual(['charterer', 'owner']);

    await user.click(screen.getByRole('button', { name: 'Remove subject 2' }));
    await user.clear(screen.getByLabelText('Subject 1'));
    await user.type(screen.getByLabelText('Subject 1'), 'Charterers’ board approval within 48 hours');
    await user.click(screen.getByRole('button', { name: /^Send firm offer/ }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/offers'))).toHaveLength(1));
    const sent = calls.find((c) => c.url.includes('/offers'))!.body as { subjects: unknown[] };
    expect(sent.subjects).toEqual([{ text: 'Charterers’ board approval within 48 hours', party: 'charterer', liftBy }]);
  });

  it('starts empty when the previous version had no subjects', () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    renderAt(<OfferForm dealId="0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f" party="owner" terms={terms} subjects={[]} onDone={() => {}} />);
    expect(screen.queryByLabelText('Subject 1')).not.toBeInTheDocument();
  });
});
