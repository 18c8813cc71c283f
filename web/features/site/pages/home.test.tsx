// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import HomePage from './home';

afterEach(cleanup);

describe('the home page (#25)', () => {
  it('offers the public no admin sign-in: admins sign in through the normal log-in', async () => {
    stubFetch(() => ({ status: 200, body: { items: [], total: 0 } }));
    renderAt(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fix your charters directly. Keep the commission.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse vessels' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /admin/i })).toBeNull();
    expect(screen.queryByText(/admin login/i)).toBeNull();
  });
});
