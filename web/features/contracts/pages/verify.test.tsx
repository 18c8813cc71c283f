// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import VerifyPage from './verify';

afterEach(cleanup);

const hash = 'a3f1c2d4e5b6978877665544332211009f8e7d6c5b4a39281706f5e4d3c2b1a0';
const matched = {
  match: true,
  by: 'version',
  version: 2,
  latestVersion: 3,
  sealed: false,
  sealedAt: null,
  owner: 'Nordic Bulk AS',
  charterer: 'Rhine Grain GmbH',
  signatures: [],
};

describe('the verify page’s hash form', () => {
  it('asks for a SHA-256 and checks nothing, then checks the hash trimmed and in lower case', async () => {
    const calls = stubFetch(() => ({ status: 200, body: matched }));
    renderAt(<VerifyPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Paste a SHA-256: 64 characters, 0-9 and a-f')).toBeVisible();
    await user.type(screen.getByLabelText('SHA-256'), 'not-a-hash');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('SHA-256')).toHaveAccessibleDescription('Paste a SHA-256: 64 characters, 0-9 and a-f');
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('SHA-256'));
    await user.type(screen.getByLabelText('SHA-256'), ` ${hash.toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Matches version 2, not signed by both parties')).toBeVisible();
    expect(screen.getByText('A later version (3) exists.')).toBeVisible();
    expect(calls).toEqual([{ url: `/api/contracts/verify?hash=${hash}`, method: 'GET', body: undefined }]);
    expect(screen.queryByText('Paste a SHA-256: 64 characters, 0-9 and a-f')).toBeNull();
  });

  it('shows the server’s refusal under the field', async () => {
    stubFetch(() => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many checks: try again in a minute' } } }));
    renderAt(<VerifyPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('SHA-256'), hash);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Too many checks: try again in a minute')).toBeVisible();
    expect(screen.getByLabelText('SHA-256')).toHaveAccessibleDescription('Too many checks: try again in a minute');
  });
});
