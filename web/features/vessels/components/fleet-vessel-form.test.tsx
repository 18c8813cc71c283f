// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VesselInput } from '../../../../common/vessels/schemas';
import { ApiError } from '../../../lib/api';
import { renderAt, stubFetch } from '../../../test/render';
import type { VesselPageData } from '../api/types';
import { withoutMatchingParticulars } from '../../../test/vessel-particulars';
import { FleetVesselForm } from './fleet-vessel-form';

afterEach(cleanup);

/** A listed Supramax, as the vessel page answers it: every field valid. */
const supramax: VesselPageData = {
  vessel: {
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
    classSociety: 'Nippon Kaiji Kyokai',
    piClub: 'Japan P&I Club',
    piExpiry: '2099-02-20',
    openPort: 'SGSIN',
    openDate: '2027-01-10',
    ...withoutMatchingParticulars,
    charterTypes: ['voyage', 'time'],
    ratePerDay: 1_675_000,
    rateCurrency: 'USD',
    description: 'Supramax, 4 x 30 t cranes with grabs.',
    status: 'available',
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    openPortName: 'Singapore',
    openPortCountry: 'Singapore',
    openPortLat: 1.26,
    openPortLon: 103.83,
  },
  owner: { id: 'owner-aegean', company: 'Aegean Bulk Carriers S.A.', verified: true, memberSince: '2026-01-01T00:00:00.000Z' },
  photos: [],
  booked: [],
  visibility: { public: true, hiddenReasons: [] },
  canEdit: true,
  enquiry: 'own-ship',
  documents: { verified: false, certificates: [] },
  blocks: [],
  heldToday: false,
};

function setup(onSubmit: (input: VesselInput) => Promise<unknown>) {
  stubFetch(() => ({ status: 200, body: { items: [] } }));
  const sent: VesselInput[] = [];
  renderAt(
    <FleetVesselForm
      initial={supramax}
      submitLabel="Save vessel"
      pending={false}
      onSubmit={(v) => {
        sent.push(v);
        return onSubmit(v);
      }}
    />,
  );
  return { sent, user: userEvent.setup() };
}

describe('the vessel form', () => {
  it('refuses an IMO number whose check digit is wrong, with the message the server uses, and sends nothing', async () => {
    const { sent, user } = setup(async () => undefined);
    const imo = screen.getByLabelText('IMO number');
    await user.clear(imo);
    await user.type(imo, '9471239');
    await user.clear(screen.getByLabelText('Length overall (m)'));
    await user.type(screen.getByLabelText('Length overall (m)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save vessel' }));
    expect(await screen.findByText('This IMO number fails its check digit: check it against the ship’s certificates')).toBeVisible();
    expect(screen.getByText('Length overall must be greater than 0')).toBeVisible();
    expect(imo).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends the particulars once they are right, and shows a refusal from the server under its field', async () => {
    const taken = 'A vessel with this IMO number is already listed on Fairlead';
    const { sent, user } = setup(async () => {
      throw new ApiError(409, 'conflict', 'A vessel with this IMO number is already listed', { imo: taken });
    });
    await user.click(screen.getByRole('button', { name: 'Save vessel' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Pacific Venture', imo: '9471238', openPort: 'SGSIN', charterTypes: ['voyage', 'time'] });
    expect(await screen.findByText(taken)).toBeVisible();
  });

  it('reads figures typed with thousands separators as the money fields do (#25)', async () => {
    const { sent, user } = setup(async () => undefined);
    for (const [label, typed] of [
      ['Deadweight (tonnes)', '58,000'],
      ['Indicative rate (USD per day, optional)', '16,750'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), typed);
    }
    await user.clear(screen.getByLabelText('Grain capacity (cubic metres)'));
    await user.type(screen.getByLabelText('Grain capacity (cubic metres)'), '72 000');
    await user.click(screen.getByRole('button', { name: 'Save vessel' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ deadweightT: 58_000, capacity: 72_000, rateUsdPerDay: 16_750 });
    expect(screen.queryByText(/must be a number/)).toBeNull();
  });
});

describe('the particulars matching needs', () => {
  it('asks a bulk carrier for its bale cubic but not its grain, which is the capacity', () => {
    setup(async () => undefined);
    expect(screen.getByLabelText('Bale cubic (m³, optional)')).toBeVisible();
    expect(screen.queryByLabelText('Grain cubic (m³, optional)')).toBeNull();
  });

  it('sends an open region, the gear and the speed table, after saying what is missing', async () => {
    const { sent, user } = setup(async () => undefined);
    await user.selectOptions(screen.getByLabelText('or open region'), 'ECSA');
    await user.type(screen.getByLabelText('Open until (optional)'), '2027-01-15');
    await user.type(screen.getByLabelText('Cranes (optional)'), '4');
    await user.type(screen.getByLabelText('Laden speed (kn)'), '13.5');
    await user.type(screen.getByLabelText('Eco laden speed (kn)'), '14');
    await user.type(screen.getByLabelText('Eco laden consumption (t/day)'), '21');
    await user.selectOptions(screen.getByLabelText('Ice class (optional)'), '1C');
    await user.click(screen.getByRole('button', { name: 'Save vessel' }));
    expect(await screen.findByText('Give the laden consumption burnt at this speed')).toBeVisible();
    expect(screen.getByText('Eco laden speed must be below the full laden speed')).toBeVisible();
    expect(screen.getByText('Give the cranes’ safe working load (SWL) in tonnes')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Laden consumption (t/day)'), '28');
    await user.clear(screen.getByLabelText('Eco laden speed (kn)'));
    await user.type(screen.getByLabelText('Eco laden speed (kn)'), '11.5');
    await user.type(screen.getByLabelText('Crane SWL (t, optional)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save vessel' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      openPort: '',
      openRegion: 'ECSA',
      openDate: '2027-01-10',
      openDateTo: '2027-01-15',
      cranes: 4,
      craneSwlT: 30,
      ladenSpeedKn: 13.5,
      ladenConsumptionT: 28,
      ecoLadenSpeedKn: 11.5,
      ecoLadenConsumptionT: 21,
      ballastSpeedKn: null,
      iceClass: '1C',
      grainCubicM: null,
    });
  });
});
