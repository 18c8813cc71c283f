// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { SavedSearchList } from './saved-search-list';

afterEach(cleanup);

const loaded = { timeout: 5000 };
const wheat = {
  id: '7c0f9d7e-1111-4aaa-8bbb-000000000001',
  kind: 'cargoes',
  name: 'Wheat · ECSA → CJK',
  query: { commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK' },
  createdAt: '2099-01-02T00:00:00Z',
};
const gulf = {
  id: '7c0f9d7e-1111-4aaa-8bbb-000000000002',
  kind: 'vessels',
  name: 'Supras in the Gulf',
  query: { type: 'bulkCarrier', port: 'USG' },
  createdAt: '2099-01-01T00:00:00Z',
};

describe('the saved searches list', () => {
  it('opens each search on its board with its filters, and deletes one', async () => {
    let items = [wheat, gulf];
    const calls = stubFetch((url, init) => {
      if (init.method === 'DELETE') {
        items = items.filter((s) => !url.endsWith(s.id));
        return { status: 204 };
      }
      return { status: 200, body: { items } };
    });
    renderAt(<SavedSearchList />, { path: '/app/settings' });
    const list = await screen.findByRole('list', { name: 'Your saved searches' }, loaded);
    expect(within(list).getByRole('link', { name: 'Open Wheat · ECSA → CJK' })).toHaveAttribute(
      'href',
      '/cargoes?commodity=wheat&loadRegion=ECSA&dischargeRegion=CJK',
    );
    expect(within(list).getByRole('link', { name: 'Open Supras in the Gulf' })).toHaveAttribute('href', '/vessels?type=bulkCarrier&port=USG');

    await userEvent.click(within(list).getByRole('button', { name: 'Delete Wheat · ECSA → CJK' }));
    await waitFor(() => expect(screen.queryByText('Wheat · ECSA → CJK')).toBeNull(), loaded);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/saved-searches/${wheat.id}`]);
    expect(screen.getByText('Supras in the Gulf')).toBeVisible();
  });

  it('says how to save one when there are none', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    renderAt(<SavedSearchList />, { path: '/app/settings' });
    expect(await screen.findByText(/None yet\./, {}, loaded)).toBeVisible();
  });
});
