// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { readImport, readSources } from '../test-fixtures';
import { ReviewDrafts } from './review-drafts';

afterEach(cleanup);
const loaded = { timeout: 5000 };
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-xl') as HTMLElement;
const vesselId = '6c5b4a39-2817-4f60-9e5d-4c3b2a190817';

const orchidFields = {
  vessel_name: 'SEA ORCHID',
  imo: null,
  vessel_type: 'supramax',
  dwt: 58000,
  built: 2014,
  flag: null,
  gear: null,
  open_port: null,
  open_area: 'CJK',
  open_from: '2026-12-10',
  open_to: '2026-12-15',
  operator: null,
};

describe('publish', () => {
  it('sends an owner’s reviewed positions, puts the server’s field messages beside the fields, and shows what happened', async () => {
    let attempt = 0;
    const calls = stubFetch(() => {
      attempt += 1;
      if (attempt === 1)
        return {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'Draft 1 (MV SEA ORCHID): MV SEA ORCHID is not on Fairlead yet: to list it, add its IMO number and length overall',
              fields: { 'drafts.0.imo': 'IMO number is required', 'drafts.0.lengthM': 'Length overall must be a number' },
            },
          },
        };
      return {
        status: 200,
        body: {
          results: [{ kind: 'position', index: 0, action: 'created', listingId: vesselId, message: 'Listed MV SEA ORCHID, open CJK 10-15 Dec' }],
        },
      };
    });
    renderAt(<ReviewDrafts imported={readImport} sources={readSources} role="owner" />);
    const user = userEvent.setup();
    const publish = screen.getByRole('region', { name: 'Publish' });
    expect(publish).toHaveTextContent('The cargo order in this e-mail is for charterers to post: as a ship owner you publish open positions.');

    await user.click(within(publish).getByRole('button', { name: 'Publish 1 open position' }));
    expect(await within(publish).findByRole('alert', {}, loaded)).toHaveTextContent(
      'Draft 1 (MV SEA ORCHID): MV SEA ORCHID is not on Fairlead yet: to list it, add its IMO number and length overall',
    );
    const ship = card('MV SEA ORCHID');
    expect(within(ship).getByLabelText('IMO number')).toHaveAccessibleDescription('IMO number is required');
    const length = within(ship).getByLabelText('Length overall (m)');
    expect(length).toHaveAccessibleDescription('Length overall must be a number');
    expect(calls[0]).toEqual({
      url: `/api/import/${readImport.id}/publish`,
      method: 'POST',
      body: { drafts: [{ kind: 'position', index: 0, fields: orchidFields, form: {} }] },
    });

    await user.type(within(ship).getByLabelText('IMO number'), '9387123');
    await user.type(length, '199.9');
    await user.click(within(publish).getByRole('button', { name: 'Publish 1 open position' }));
    const done = await within(publish).findByRole('list', { name: 'Published' }, loaded);
    expect(done).toHaveTextContent('Listed MV SEA ORCHID, open CJK 10-15 Dec See the ship');
    expect(within(done).getByRole('link', { name: 'See the ship' })).toHaveAttribute('href', `/vessels/${vesselId}`);
    expect(calls[1].body).toEqual({
      drafts: [{ kind: 'position', index: 0, fields: { ...orchidFields, imo: '9387123' }, form: { lengthM: 199.9 } }],
    });
    expect(within(ship).getByLabelText('IMO number')).not.toHaveAccessibleDescription();
  });

  it('waits for fields the shared schema refuses, and sends a charterer’s cargo orders only', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { results: [] } }));
    renderAt(<ReviewDrafts imported={readImport} sources={readSources} role="charterer" />);
    const user = userEvent.setup();
    const publish = screen.getByRole('region', { name: 'Publish' });
    expect(publish).toHaveTextContent('The open position in this e-mail is for the ships’ owners to publish: as a charterer you post cargo orders.');
    const cargo = card('Cargo 1: 50,000 mt wheat');
    await user.clear(within(cargo).getByLabelText('Laycan from'));
    await user.type(within(cargo).getByLabelText('Laycan from'), '20 Dec');
    expect(within(publish).getByText('Fix the fields marked in red first.')).toBeVisible();
    expect(within(publish).getByRole('button', { name: 'Publish 1 cargo order' })).toBeDisabled();
    await user.clear(within(cargo).getByLabelText('Laycan from'));
    await user.type(within(cargo).getByLabelText('Laycan from'), '2026-12-21');
    await user.click(within(publish).getByRole('button', { name: 'Publish 1 cargo order' }));
    await within(publish).findByRole('list', { name: 'Published' }, loaded);
    expect(calls.map((c) => (c.body as { drafts: { kind: string; index: number; fields: { laycan_from: string } }[] }).drafts)).toEqual([
      [expect.objectContaining({ kind: 'cargo', index: 0, fields: expect.objectContaining({ laycan_from: '2026-12-21', quantity_mt: 50000 }) })],
    ]);
  });

  it('shows a draft already published: what it became, who published it and when, and nothing left to send', () => {
    const published = {
      ...readImport,
      positions: readImport.positions.map((d) => ({
        ...d,
        published: {
          id: vesselId,
          at: '2026-11-28T01:10:00.000Z',
          updated: false,
          action: 'created' as const,
          listingId: vesselId,
          by: { id: 'u1', name: 'Elena Marchetti' },
          message: 'Listed as a new vessel',
        },
      })),
    };
    stubFetch(() => ({ status: 500 }));
    renderAt(<ReviewDrafts imported={published} sources={readSources} role="owner" />);
    expect(card('MV SEA ORCHID')).toHaveTextContent('PublishedListed as a new vessel · by Elena Marchetti · 28 Nov 2026, 01:10 UTC');
    const publish = screen.getByRole('region', { name: 'Publish' });
    expect(publish).toHaveTextContent('No open positions left to publish from this e-mail.');
    expect(within(publish).queryByRole('button')).toBeNull();
  });
});
