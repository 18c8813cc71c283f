// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { nothingImport, readImport } from '../test-fixtures';
import ReviewImportPage from './review';

afterEach(cleanup);
const loaded = { timeout: 5000 };
const at = (id: string) => ({ path: '/app/import/:id', url: `/app/import/${id}` });

/** The signed-in owner, as the app reads them, or the import. */
const answer = (imported: unknown) => (url: string) => {
  if (url.includes('/api/auth/get-session')) return { status: 200, body: { user: { id: 'u1', email: 'ops@example.com', name: 'Elena Marchetti' } } };
  if (url.includes('/api/accounts/me'))
    return { status: 200, body: { profile: { id: 'u1', name: 'Elena Marchetti', role: 'owner', verified: true } } };
  return { status: 200, body: { import: imported } };
};

describe('review page', () => {
  it('shows the e-mail beside its drafts, marking where a focused field was read, with Publish for the owner', async () => {
    stubFetch(answer(readImport));
    renderAt(<ReviewImportPage />, at(readImport.id));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Open tonnage + cargo' }, loaded)).toBeVisible();
    expect(screen.getByText('From Aegean Chartering <ops@aegean-chartering.example> · sent 27 Nov 2026, 07:30 UTC')).toBeVisible();
    await user.click(screen.getByLabelText('Deadweight (t)'));
    expect([...screen.getByLabelText('E-mail text').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['58K']);
    expect(
      within(await screen.findByRole('region', { name: 'Publish' }, loaded)).getByRole('button', { name: 'Publish 1 open position' }),
    ).toBeEnabled();
  });

  it('explains an e-mail with nothing to import, and shows its text', async () => {
    stubFetch(answer(nothingImport));
    renderAt(<ReviewImportPage />, at(nothingImport.id));
    expect(await screen.findByRole('heading', { name: 'Out of office: back Monday' }, loaded)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing to import: this e-mail holds no open positions or cargo orders. Meeting notes, newsletters and out-of-office replies read this way.',
    );
    expect(screen.getByLabelText('E-mail text')).toHaveTextContent('I am out of the office until Monday.');
    expect(screen.queryByRole('region', { name: 'Publish' })).toBeNull();
  });

  it('explains a failed e-mail with its reason', async () => {
    const failed = { ...nothingImport, status: 'failed', kind: null, error: 'This e-mail is not readable mail: no headers and no text', text: '' };
    stubFetch(() => ({ status: 200, body: { import: failed } }));
    renderAt(<ReviewImportPage />, at(failed.id));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'This e-mail is not readable mail: no headers and no text. Nothing was imported from it. If you have its text, paste it instead.',
    );
  });

  it('says an import of another company does not exist', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Import not found' } } }));
    renderAt(<ReviewImportPage />, at(readImport.id));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent('This import does not exist, or it belongs to another company.');
  });
});
