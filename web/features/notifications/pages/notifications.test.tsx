// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import NotificationsPage from './notifications';

afterEach(cleanup);

const dealId = '7c0f9d7e-1111-4aaa-8bbb-000000000001';
const items = [
  {
    id: '7c0f9d7e-1111-4aaa-8bbb-0000000000a1',
    title: 'Firm offer',
    message: 'Aegean Owners sent a firm offer for Aegean Spirit (version 2).',
    read: false,
    createdAt: '2027-02-01T09:00:00Z',
    link: { path: `/app/deals/${dealId}`, label: 'Open the deal' },
  },
  {
    id: '7c0f9d7e-1111-4aaa-8bbb-0000000000a2',
    title: 'Company verified',
    message: 'Nile Grain is now verified.',
    read: true,
    createdAt: '2027-01-30T09:00:00Z',
    link: null,
  },
];

describe('the notifications page (#25)', () => {
  it('links a deal’s notice to its deal, and shows no link for a notice that leads nowhere', async () => {
    stubFetch(() => ({ status: 200, body: { items, unread: 1 } }));
    renderAt(<NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const [deal, plain] = within(list).getAllByRole('listitem');
    expect(deal).toHaveTextContent('Aegean Spirit');
    expect(within(deal).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', `/app/deals/${dealId}`);
    expect(within(plain).queryByRole('link')).toBeNull();
  });
});
