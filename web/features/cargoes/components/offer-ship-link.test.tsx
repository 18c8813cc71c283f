// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, signedInAs, wheatOrder } from '../test-fixtures';
import { OfferShipLink } from './offer-ship-link';

afterEach(cleanup);

describe('Offer your ship on a cargo order', () => {
  it('leads an owner to the offer page, with the match’s ship when one is named', async () => {
    stubFetch((url) => memberAnswer(url, signedInAs('owner')) ?? { status: 200, body: {} });
    renderAt(<OfferShipLink cargo={wheatOrder} vesselId="11111111-1111-4111-8111-111111111111" />);
    expect(await screen.findByRole('link', { name: 'Offer your ship' }, loaded)).toHaveAttribute(
      'href',
      `/app/cargoes/${wheatOrder.id}/offer?vessel=11111111-1111-4111-8111-111111111111`,
    );
  });

  it('is not drawn for a charterer, nor on a closed order', async () => {
    stubFetch((url) => memberAnswer(url, signedInAs('charterer')) ?? { status: 200, body: {} });
    renderAt(<OfferShipLink cargo={wheatOrder} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('link', { name: 'Offer your ship' })).not.toBeInTheDocument();
    cleanup();
    stubFetch((url) => memberAnswer(url, signedInAs('owner')) ?? { status: 200, body: {} });
    renderAt(<OfferShipLink cargo={{ ...wheatOrder, status: 'withdrawn' }} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('link', { name: 'Offer your ship' })).not.toBeInTheDocument();
  });
});
