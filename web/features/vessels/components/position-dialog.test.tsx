// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VesselPositionInput } from '../../../../common/vessels/particulars';
import { ApiError } from '../../../lib/api';
import { renderAt, stubFetch } from '../../../test/render';
import { withoutMatchingParticulars } from '../../../test/vessel-particulars';
import type { VesselParticulars } from '../api/types';
import { PositionDialog } from './position-dialog';

afterEach(cleanup);

/** A listed Supramax open at Singapore from 10 January. */
const supramax: VesselParticulars = {
  id: '2f1c7a52-3c55-4d7e-9b1a-6a1d2b3c4d5e',
  name: 'Pacific Venture',
  type: 'bulkCarrier',
  imo: '9471238',
  mmsi: '636012345',
  callSign: 'D5AB7',
  flag: 'LR',
  lengthM: 189.99,
  beamM: 32.26,
  draughtM: 12.8,
  deadweightT: 58000,
  capacity: 72000,
  buildYear: 2015,
  classSociety: null,
  piClub: null,
  piExpiry: null,
  openPort: 'SGSIN',
  openDate: '2027-01-10',
  charterTypes: ['voyage'],
  ratePerDay: null,
  rateCurrency: 'USD',
  description: null,
  status: 'available',
  archived: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...withoutMatchingParticulars,
};

function setup(onSave: (input: VesselPositionInput) => Promise<unknown> = async () => undefined) {
  stubFetch(() => ({ status: 200, body: { items: [] } }));
  const sent: VesselPositionInput[] = [];
  const closed: boolean[] = [];
  renderAt(
    <PositionDialog
      vessel={supramax}
      open
      pending={false}
      onOpenChange={(open) => closed.push(!open)}
      onSave={(input) => {
        sent.push(input);
        return onSave(input);
      }}
    />,
  );
  return { sent, closed, user: userEvent.setup() };
}

describe('the open position dialog', () => {
  it('moves the ship to a region with a range and the ranges preferred and excluded, then closes', async () => {
    const { sent, closed, user } = setup();
    await user.selectOptions(await screen.findByLabelText('or open region'), 'ECSA');
    expect(screen.getByLabelText('Open port')).toHaveValue('');
    await user.clear(screen.getByLabelText('Open from'));
    await user.type(screen.getByLabelText('Open from'), '2027-01-12');
    await user.type(screen.getByLabelText('Open until (optional)'), '2027-01-18');
    await user.click(screen.getByLabelText('Prefer CJK — China, Japan, Korea'));
    await user.click(screen.getByLabelText('Exclude WAF — West Africa'));
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      openPort: '',
      openRegion: 'ECSA',
      openDate: '2027-01-12',
      openDateTo: '2027-01-18',
      preferredRegions: ['CJK'],
      excludedRegions: ['WAF'],
    });
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it('says what is wrong before sending: a range that ends before it starts, a region both wanted and not', async () => {
    const { sent, user } = setup();
    await user.type(await screen.findByLabelText('Open until (optional)'), '2027-01-05');
    await user.click(screen.getByLabelText('Prefer WAF — West Africa'));
    await user.click(screen.getByLabelText('Exclude WAF — West Africa'));
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    expect(await screen.findByText('Open until must be on or after the open date')).toBeVisible();
    expect(screen.getByText('A region cannot be both preferred and excluded: WAF')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal under its field and stays open', async () => {
    const unknown = 'Choose the open port from the list (a UN/LOCODE such as NL RTM)';
    const { sent, closed, user } = setup(async () => {
      throw new ApiError(400, 'validation', 'Choose the open port from the list', { openPort: unknown });
    });
    await user.click(await screen.findByRole('button', { name: 'Save position' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ openPort: 'SGSIN', openRegion: '', openDate: '2027-01-10' });
    expect(await screen.findByText(unknown)).toBeVisible();
    expect(closed).toEqual([]);
  });
});
