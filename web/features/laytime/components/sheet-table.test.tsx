// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LaytimeSheetView } from '../api/laytime';
import { PeriodsTable, SheetTotals } from './sheet-table';

afterEach(cleanup);

// Santos keeps UTC-3 all year: 11:00 UTC is 08:00 on the port's clock. 1 d 12 h 30 m allowed at USD 30,000 a day.
const sheet: LaytimeSheetView = {
  reversible: false,
  ports: [
    {
      port: 'Santos, Brazil (BR SSZ)',
      allowedMinutes: 2190,
      laytimeStarts: '2027-05-03T23:00:00Z',
      periods: [
        { from: '2027-05-03T11:00:00Z', to: '2027-05-03T23:00:00Z', minutes: 720, counting: 'before', reason: 'Before laytime: turn time' },
        { from: '2027-05-03T23:00:00Z', to: '2027-05-05T11:30:00Z', minutes: 2190, counting: 'laytime', reason: 'Laytime: cargo worked' },
        { from: '2027-05-05T11:30:00Z', to: '2027-05-05T16:00:00Z', minutes: 270, counting: 'excepted', reason: 'Rain: weather working days' },
        { from: '2027-05-05T16:00:00Z', to: '2027-05-06T20:30:00Z', minutes: 1710, counting: 'demurrage', reason: 'On demurrage' },
      ],
      laytimeMinutes: 2190,
      demurrageMinutes: 1710,
    },
  ],
  allowedMinutes: 2190,
  laytimeMinutes: 2190,
  demurrageMinutes: 1710,
  savedMinutes: 0,
  demurrage: 3_562_500,
  despatch: 0,
  balance: 3_562_500,
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the laytime sheet (#30)', () => {
  it('lists each period on the port’s clock with its duration, how it counted and why', () => {
    render(<PeriodsTable port={sheet.ports[0]} timeZone="America/Sao_Paulo" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(cells(rows[0])).toEqual([
      'Mon, 3 May 2027, 08:00',
      'Mon, 3 May 2027, 20:00',
      '0 d 12 h 0 m',
      'Before laytime',
      'Before laytime: turn time',
    ]);
    expect(cells(rows[1])).toEqual(['Mon, 3 May 2027, 20:00', 'Wed, 5 May 2027, 08:30', '1 d 12 h 30 m', 'Laytime', 'Laytime: cargo worked']);
    expect(cells(rows[2])).toEqual(['Wed, 5 May 2027, 08:30', 'Wed, 5 May 2027, 13:00', '0 d 4 h 30 m', 'Excepted', 'Rain: weather working days']);
    expect(cells(rows[3])).toEqual(['Wed, 5 May 2027, 13:00', 'Thu, 6 May 2027, 17:30', '1 d 4 h 30 m', 'On demurrage', 'On demurrage']);
    expect(screen.getByRole('table', { name: 'Periods at Santos, Brazil (BR SSZ), times in America/Sao Paulo' })).toBeInTheDocument();
  });

  it('totals the time allowed, used and on demurrage, and the demurrage owed in money', () => {
    render(<SheetTotals sheet={sheet} currency="USD" />);
    const terms = screen.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Time allowed', '1 d 12 h 30 m'],
      ['Time used', '2 d 17 h 0 m'],
      ['Time on demurrage', '1 d 4 h 30 m'],
    ]);
    expect(screen.getByText('Demurrage owed to owners: $35,625.00')).toBeInTheDocument();
  });

  it('names despatch owed to the charterers when time was saved', () => {
    const early = { ...sheet, laytimeMinutes: 1500, demurrageMinutes: 0, savedMinutes: 690, demurrage: 0, despatch: 718_750, balance: -718_750 };
    render(<SheetTotals sheet={early} currency="USD" />);
    expect(screen.getByText('Time saved').nextElementSibling).toHaveTextContent('0 d 11 h 30 m');
    expect(screen.queryByText('Time on demurrage')).toBeNull();
    expect(screen.getByText('Despatch owed to charterers: $7,187.50')).toBeInTheDocument();
  });
});
