// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { SearchFilters } from './search-filters';
import { useSearchParamsState } from './use-search-params-state';

afterEach(cleanup);

/** The filters as the search page wires them: their state lives in the URL. */
function Filters() {
  const state = useSearchParamsState();
  return <SearchFilters state={state} fieldErrors={{}} onPortChosen={() => {}} />;
}

const searchOf = (router: ReturnType<typeof renderAt>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the search filters', () => {
  it('write every choice into the URL, and read it back from there', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const { router } = renderAt(<Filters />, { path: '/vessels', url: '/vessels?charterType=time' });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Charter type')).toHaveValue('time');

    await user.selectOptions(screen.getByLabelText('Vessel type'), 'tanker');
    await user.type(screen.getByLabelText('Minimum size'), '40000');
    await user.tab();
    await user.type(screen.getByLabelText('Available from'), '2027-03-01');
    await waitFor(() => expect(searchOf(router)).toMatchObject({ type: 'tanker', minSize: '40000', from: '2027-03-01', charterType: 'time' }));

    await user.click(screen.getByRole('radio', { name: 'Capacity' }));
    await waitFor(() => expect(searchOf(router).sizeBy).toBe('capacity'));
    expect(screen.getByLabelText('Vessel type')).toHaveValue('tanker');
  });

  it('take a region in the open port field, written into the URL by its code', async () => {
    stubFetch((url) => ({
      status: 200,
      body: url.includes('/api/ports') ? { items: [], regions: url.includes('q=US') ? [{ code: 'USG', name: 'US Gulf' }] : [] } : { items: [] },
    }));
    const { router } = renderAt(<Filters />, { path: '/vessels', url: '/vessels' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Open port'), 'US Gulf');
    // Looked for in the field's own list: the form's selects hold hundreds of options of their own.
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'US Gulf (USG) · region' }));
    await waitFor(() => expect(searchOf(router).port).toBe('USG'));
  });

  it('clear all filters in one click', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const { router } = renderAt(<Filters />, { path: '/vessels', url: '/vessels?type=container&country=GR&maxRate=20000' });
    await userEvent.setup().click(screen.getByRole('button', { name: /clear all/i }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
    expect(screen.getByLabelText('Vessel type')).toHaveValue('');
  });

  it('read sizes and rates pasted with thousands separators as the money fields do (#25)', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const { router } = renderAt(<Filters />, { path: '/vessels', url: '/vessels' });
    const user = userEvent.setup();
    // Pasted, as a figure copied from a position list is: a number input would drop it whole.
    for (const [label, figure] of [
      ['Minimum size', '40,000'],
      ['Maximum size', '82 000'],
      ['Maximum rate (USD per day)', '25,000'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(figure);
    }
    await user.tab();
    await waitFor(() => expect(searchOf(router)).toMatchObject({ minSize: '40000', maxSize: '82000', maxRate: '25000' }));
  });
});
