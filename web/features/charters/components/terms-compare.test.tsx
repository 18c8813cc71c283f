// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import type { Offer } from '../api/deals';
import { TermsCompare } from './terms-compare';

afterEach(cleanup);

const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: '2027-03-03',
  laycanTo: '2027-03-08',
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'FRURO',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
  addressCommissionPct: 3.75,
};
// What the ports API answers for each code (the rows of the ports table).
const ports: Record<string, { locode: string; name: string; countryCode: string; countryName: string; lat: number; lon: number }> = {
  FRURO: { locode: 'FRURO', name: 'Rouen', countryCode: 'FR', countryName: 'France', lat: 49.44, lon: 1.1 },
  EGALY: { locode: 'EGALY', name: 'El Iskandariya (Alexandria)', countryCode: 'EG', countryName: 'Egypt', lat: 31.3, lon: 30.06 },
};

describe('the terms of a deal (#25)', () => {
  it('write ports by name, the form that is signed and the agreed adcom', async () => {
    stubFetch((url) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return { status: 200, body: { items: ports[q] ? [ports[q]] : [] } };
    });
    const offer = { version: 1, fromParty: 'charterer', kind: 'enquiry', terms } as unknown as Offer;
    renderAt(<TermsCompare current={offer} />);
    expect(await screen.findAllByText('Rouen, France')).not.toHaveLength(0);
    expect(screen.getAllByText('El Iskandariya (Alexandria), Egypt')).not.toHaveLength(0);
    expect(screen.queryByText('FR URO')).toBeNull();
    expect(
      screen.getAllByText(
        'Fairlead voyage charter terms (the parties referred to GENCON 1994; its printed text is not part of this charter), amended as agreed',
      ),
    ).not.toHaveLength(0);
    expect(screen.getAllByText('3.75% address commission on freight; Fairlead charges none')).not.toHaveLength(0);
  });

  it('puts the Changed badge in its own element after the label, before the value, never inside it', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const previous = { version: 1, fromParty: 'charterer', kind: 'enquiry', terms } as unknown as Offer;
    const current = { version: 2, fromParty: 'owner', kind: 'firm', terms: { ...terms, demurragePerDay: 2_750_000 } } as unknown as Offer;
    renderAt(<TermsCompare current={current} previous={previous} />);
    // The wide layout: a table row whose header cell holds the label, then the badge on its own line.
    const row = await screen.findByRole('row', { name: /^Demurrage/ });
    const header = within(row).getByRole('rowheader');
    const badge = within(row).getByTestId('changed-badge');
    const value = within(row).getAllByRole('cell')[0];
    expect(badge).toHaveTextContent(/^Changed$/);
    expect(header).toContainElement(badge);
    expect(value).not.toContainElement(badge);
    expect(value).toHaveTextContent('27,500.00');
    const label = header.firstElementChild!;
    expect(label).not.toBe(badge);
    expect(label).toHaveClass('block'); // the label fills its line: the badge starts the next one
    // In document order: label, then badge (a sibling after it, not inside it), then the value.
    expect(label.compareDocumentPosition(badge)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(badge.compareDocumentPosition(value)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Unchanged rows carry no badge.
    expect(within(screen.getByRole('row', { name: /^Cargo/ })).queryByTestId('changed-badge')).toBeNull();
  });
});
