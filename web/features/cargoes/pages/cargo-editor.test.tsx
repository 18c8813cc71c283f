// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, signedInAs, wheatOrder } from '../test-fixtures';
import CargoEditorPage from './cargo-editor';

afterEach(cleanup);

type Answer = { status: number; body?: unknown };

function show({ verified = true, post }: { verified?: boolean; post?: Answer } = {}) {
  const calls = stubFetch(
    (url, init) =>
      memberAnswer(url, signedInAs('charterer', verified)) ??
      (init.method === 'POST' && url.endsWith('/api/cargoes') ? (post ?? { status: 201, body: { cargo: wheatOrder } }) : { status: 404 }),
  );
  const view = renderAt(<CargoEditorPage />, { path: '/app/cargoes/new' });
  return { ...view, calls, posts: () => calls.filter((c) => c.method === 'POST'), user: userEvent.setup() };
}

/** A 50,000 t wheat order from ECSA to CJK, typed as a charterer types it. */
async function fillWheatOrder(user: UserEvent) {
  await user.selectOptions(await screen.findByLabelText('Commodity', {}, loaded), 'wheat');
  await user.type(screen.getByLabelText('Quantity (tonnes)'), '50,000');
  await user.selectOptions(screen.getByLabelText('Load: port or region'), 'region');
  await user.selectOptions(screen.getByLabelText('Load port or region'), 'ECSA');
  await user.selectOptions(screen.getByLabelText('Discharge: port or region'), 'region');
  await user.selectOptions(screen.getByLabelText('Discharge port or region'), 'CJK');
  await user.type(screen.getByLabelText('Laycan start'), '2027-01-05');
  await user.type(screen.getByLabelText('Laycan end'), '2027-01-15');
  await user.type(screen.getByLabelText('Load rate (t/day)'), '10,000');
  await user.selectOptions(screen.getByLabelText('Load terms'), 'SHEX');
  await user.type(screen.getByLabelText('Discharge rate (t/day)'), '8000');
  await user.selectOptions(screen.getByLabelText('Discharge terms'), 'FHEX');
  await user.type(screen.getByLabelText('Freight idea (USD per tonne)'), '32.00');
  await user.type(screen.getByLabelText('Total commission (%)'), '3.75');
  await user.click(screen.getByLabelText('The cargo needs a geared ship (ship’s cranes)'));
  await user.click(screen.getByLabelText('OK account (shown once we answer an owner’s enquiry)'));
}

describe('posting a cargo order', () => {
  it('names every missing term with the message the API uses, and sends nothing', async () => {
    const { posts, user } = show();
    await user.click(await screen.findByRole('button', { name: 'Post cargo order' }, loaded));
    expect(await screen.findByText('Choose the commodity')).toBeVisible();
    expect(screen.getByText('Quantity must be a number')).toBeVisible();
    expect(screen.getByText('Load port or region is required')).toBeVisible();
    expect(screen.getByText('Discharge port or region is required')).toBeVisible();
    expect(screen.getByText('Laycan start must be a date (YYYY-MM-DD)')).toBeVisible();
    expect(screen.getByText('Load rate must be a number')).toBeVisible();
    expect(screen.getByText('Total commission must be a number')).toBeVisible();
    expect(screen.getByLabelText('Quantity (tonnes)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('asks what "other" is and its stowage factor, then sends both', async () => {
    const { posts, user } = show();
    await fillWheatOrder(user);
    await user.selectOptions(screen.getByLabelText('Commodity'), 'other');
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    expect(await screen.findByText('Name the commodity')).toBeVisible();
    expect(screen.getByText('Give the stowage factor of this commodity')).toBeVisible();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText('What the commodity is'), 'Ferro chrome');
    await user.type(screen.getByLabelText('Stowage factor (m³/t)'), '0.6');
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    await waitFor(() => expect(posts()).toHaveLength(1), loaded);
    expect(posts()[0].body).toMatchObject({ commodity: 'other', commodityOther: 'Ferro chrome', stowageFactor: 0.6 });
  });

  it('refuses a freight idea that is not an amount', async () => {
    const { posts, user } = show();
    await fillWheatOrder(user);
    await user.clear(screen.getByLabelText('Freight idea (USD per tonne)'));
    await user.type(screen.getByLabelText('Freight idea (USD per tonne)'), '32.005');
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    expect(await screen.findByText('Freight idea must be an amount')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('sends the order with the freight idea in cents and the commission as typed, then opens its page', async () => {
    const { posts, router, user } = show();
    await fillWheatOrder(user);
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    await waitFor(() => expect(posts()).toHaveLength(1), loaded);
    expect(posts()[0].body).toEqual({
      commodity: 'wheat',
      commodityOther: '',
      stowageFactor: null,
      quantityT: 50_000,
      tolerancePct: 10,
      toleranceOption: 'MOLOO',
      loadPlace: 'ECSA',
      dischargePlace: 'CJK',
      laycanFrom: '2027-01-05',
      laycanTo: '2027-01-15',
      loadRateTpd: 10_000,
      loadTerms: 'SHEX',
      dischargeRateTpd: 8_000,
      dischargeTerms: 'FHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: 3_200,
      commissionPct: 3.75,
      gearNeeded: true,
      accountVisibility: 'ok_account',
      remarks: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cargoes/${wheatOrder.id}`), loaded);
  });

  it('sends an open freight idea as null, with no amount asked for', async () => {
    const { posts, user } = show();
    await fillWheatOrder(user);
    await user.selectOptions(screen.getByLabelText('Freight idea given'), 'open');
    expect(screen.queryByLabelText('Freight idea (USD per tonne)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    await waitFor(() => expect(posts()).toHaveLength(1), loaded);
    expect(posts()[0].body).toMatchObject({ freightBasis: 'open', freightIdea: null });
  });

  it('shows a refusal from the API under the field it names', async () => {
    const message = 'The laycan cannot start in the past';
    const { user } = show({
      post: { status: 400, body: { error: { code: 'validation', message: 'Check the highlighted fields', fields: { laycanFrom: message } } } },
    });
    await fillWheatOrder(user);
    await user.click(screen.getByRole('button', { name: 'Post cargo order' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Laycan start')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the highlighted fields')).toBeVisible();
  });

  it('tells an unverified charterer why they cannot post yet and where verification stands, with no form', async () => {
    show({ verified: false });
    expect(
      await screen.findByText('Only verified companies may post cargo orders: finish your company verification first.', {}, loaded),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/app/profile');
    expect(screen.queryByRole('button', { name: 'Post cargo order' })).toBeNull();
  });
});
