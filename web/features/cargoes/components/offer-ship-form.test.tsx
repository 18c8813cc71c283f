// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { OfferShipForm } from './offer-ship-form';

afterEach(cleanup);

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
/** 50,000 t wheat from ECSA (a region) to Qingdao, 8,000 t/day SSHEX both ends, freight idea USD 38.50. */
const cargo: CargoOrder = {
  id: '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
  status: 'open',
  commodity: 'wheat',
  commodityName: 'Wheat',
  stowageFactor: 1.3,
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLCHOPT',
  load: { code: 'ECSA', name: 'East Coast South America (ECSA)', kind: 'region' },
  discharge: { code: 'CNTAO', name: 'Qingdao, China', kind: 'port' },
  laycanFrom: day(30),
  laycanTo: day(40),
  loadRateTpd: 8_000,
  loadTerms: 'SSHEX',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SSHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_850,
  commissionPct: 3.75,
  gearNeeded: false,
  accountVisibility: 'ok_account',
  account: null,
  accountHidden: 'OK account: shown once the charterer answers your offer',
  remarks: '',
  mine: false,
  hiddenReasons: [],
  createdAt: '2026-11-20T08:00:00.000Z',
};
const ships = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Aegean Spirit', imo: '9074729', charterTypes: ['voyage', 'time'] },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Boreal Wind', imo: null, charterTypes: ['voyage'] },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Cape Only', imo: null, charterTypes: ['time'] },
];
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Offer your ship', () => {
  it('prefills the terms from the order, picks the match’s ship, and sends the indication the owner completed', async () => {
    const calls = stubFetch((url) =>
      url.includes('/offers')
        ? { status: 201, body: { deal: { id: '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f' } } }
        : { status: 200, body: { items: [], names: {} } },
    );
    const { router } = renderAt(<OfferShipForm cargo={cargo} ships={ships} vesselId={ships[1].id} voyageDays={37.2} />);
    // Only ships offered for voyage charter are listed; the match's ship is chosen.
    expect(screen.getAllByRole('option', { name: /Aegean Spirit|Boreal Wind|Cape Only/ }).map((o) => o.textContent)).toEqual([
      'Aegean Spirit (IMO 9074729)',
      'Boreal Wind',
    ]);
    expect(value('Your ship')).toBe(ships[1].id);
    expect([value('Cargo'), value('Quantity (mt)'), value('Tolerance (% more or less)'), value('Tolerance in')]).toEqual([
      'Wheat',
      '50000',
      '10',
      'MOLCHOPT',
    ]);
    expect([value('Laycan from'), value('Laycan to (cancelling)'), value('Laytime counts'), value('Remarks')]).toEqual([
      day(30),
      day(40),
      'SHEX',
      'Cargo order terms: 8,000 t/day SSHEX',
    ]);
    expect([value('Load rate (mt per day)'), value('Discharge rate (mt per day)'), value('Estimated voyage (days after the laycan)')]).toEqual([
      '8000',
      '8000',
      '38',
    ]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Demurrage per day'), '18,000');
    await user.type(screen.getByLabelText('Despatch per day'), '9,000');
    await user.click(screen.getByRole('button', { name: 'Send indication' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/offers'))).toHaveLength(1));
    const sent = calls.find((c) => c.url.includes('/offers'))!;
    expect(sent.url).toContain(`/api/cargoes/${cargo.id}/offers`);
    expect(sent.body).toMatchObject({
      vesselId: ships[1].id,
      terms: {
        charterType: 'voyage',
        cargo: 'Wheat',
        quantityT: 50_000,
        loadPort: 'BRSSZ', // ECSA's reference port, Santos
        dischargePort: 'CNTAO',
        freightBasis: 'per_tonne',
        freightRate: 3_850,
        laytimeTerms: 'SHEX',
        demurragePerDay: 1_800_000,
        despatchPerDay: 900_000,
        voyageDays: 38,
        addressCommissionPct: 3.75,
        brokeragePct: 0,
        remarks: 'Cargo order terms: 8,000 t/day SSHEX',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/deals/0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f'));
  });

  it('says so when no ship of the owner’s is offered for this kind of charter', () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    renderAt(<OfferShipForm cargo={{ ...cargo, charterType: 'tct', freightBasis: 'per_day', freightIdea: 1_450_000 }} ships={ships.slice(1, 2)} />);
    expect(screen.getByText(/None of your ships on the market is offered for time charter/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send indication' })).not.toBeInTheDocument();
  });
});
