// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import AdminVerificationPage from './verification';

afterEach(cleanup);

describe('the verification page', () => {
  it('exports the queue it shows, and every company with where its file stands', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    renderAt(<AdminVerificationPage />);
    expect(await screen.findByText('No companies waiting for review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/exports/companies.csv?verification=submitted');
    expect(screen.getByRole('link', { name: 'Export all companies CSV' })).toHaveAttribute('href', '/api/admin/exports/companies.csv');
  });
});
