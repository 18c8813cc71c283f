// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { Offer } from '../api/deals';
import { SubjectsPanel } from './subjects-panel';

afterEach(cleanup);

const dealId = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const board = '11111111-1111-4111-8111-111111111111';
const approval = '22222222-2222-4222-8222-222222222222';
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const subject = (id: string, text: string, party: 'owner' | 'charterer') => ({
  id,
  text,
  party,
  liftBy: inDays(1),
  status: 'open' as const,
  decidedAt: null,
});
const offer = {
  id: '33333333-3333-4333-8333-333333333333',
  version: 2,
  fromParty: 'owner',
  kind: 'firm',
  replyBy: inDays(0.1),
  replyZone: 'UTC',
  status: 'accepted',
  createdAt: inDays(-1),
  terms: {} as Offer['terms'],
  subjects: [subject(board, 'Charterers’ board approval', 'charterer'), subject(approval, 'Owners’ approval of charterers', 'owner')],
} satisfies Offer;

describe('lifting a subject (#25)', () => {
  it('is confirmed like an acceptance, saying it binds, and is sent only once confirmed', async () => {
    const calls = stubFetch(() => ({ status: 409, body: { error: { code: 'conflict', message: 'This subject is already lifted' } } }));
    renderAt(<SubjectsPanel dealId={dealId} offer={offer} decidable={[board]} skew={0} />);
    const user = userEvent.setup();
    // Only the subject the server lets this party decide has the buttons.
    expect(screen.getAllByRole('button', { name: 'Lift subject' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Lift subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift this subject?' });
    expect(dialog).toHaveTextContent('“Charterers’ board approval” is lifted: you agree the terms on it, and this cannot be undone.');
    expect(dialog).toHaveTextContent('Your subjects are then all lifted: you are bound and can no longer withdraw.');
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lift subject' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Lift this subject?' })).getByRole('button', { name: 'Lift subject' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /api/deals/${dealId}/subjects/${board}/lift`]));
    // The server's refusal is shown in the dialog, in its own words.
    expect(await within(screen.getByRole('dialog')).findByText('This subject is already lifted')).toBeVisible();
  });

  it('says when the lift fixes the deal', async () => {
    stubFetch(() => ({ status: 500 }));
    const lastOne = { ...offer, subjects: [offer.subjects[0], { ...offer.subjects[1], status: 'lifted' as const }] };
    renderAt(<SubjectsPanel dealId={dealId} offer={lastOne} decidable={[board]} skew={0} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lift subject' }));
    expect(await screen.findByRole('dialog', { name: 'Lift this subject?' })).toHaveTextContent(
      'It is the last open subject: the deal is fixed, clean.',
    );
  });
});
