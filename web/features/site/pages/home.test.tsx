// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
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

describe('the home page’s testimonials (#29)', () => {
  const quote = {
    id: '7b0f8c8e-5d0a-4a35-9a54-3c1f1b0d2e11',
    body: 'Ship delivered on the day, exactly as described, and the master kept us informed at every port.',
    overall: 5,
    authorCompany: 'Nordic Grain Trading AB',
    authorSide: 'charterer',
    subjectCompany: 'Aegean Bulk Carriers S.A.',
  };
  const answer = (items: unknown[]) => (url: string) => ({
    status: 200,
    body: url.includes('/api/reviews/quotes') ? { items } : { items: [], total: 0 },
  });

  it('quotes real reviews their authors agreed to share, with who wrote them of whom', async () => {
    stubFetch(answer([quote]));
    renderAt(<HomePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'What members say of their counterparties' })).toBeVisible();
    expect(screen.getByText(`“${quote.body}”`)).toBeVisible();
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeVisible();
    expect(screen.getByText('Nordic Grain Trading AB')).toBeVisible();
  });

  it('has no testimonials section when there are no quotable reviews', async () => {
    const calls = stubFetch(answer([]));
    renderAt(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/reviews/quotes'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'What members say of their counterparties' })).toBeNull();
    expect(screen.queryByRole('blockquote')).toBeNull();
  });
});
