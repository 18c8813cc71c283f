// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { ImportAddress } from './import-address';

afterEach(cleanup);
const loaded = { timeout: 5000 };
const first = { address: 'import+k3v9q2m7x4c8r1t6@fairlead.example', rotatedAt: null, enabled: false };
const second = { address: 'import+p5w2n8j4h7d3b9s1@fairlead.example', rotatedAt: '2026-11-28T01:10:00.000Z', enabled: false };

describe('import address', () => {
  it('says plainly that this server receives no mail, and makes a new address only once confirmed', async () => {
    const calls = stubFetch((_url, init) => (init.method === 'POST' ? { status: 200, body: second } : { status: 200, body: first }));
    renderAt(<ImportAddress />);
    const user = userEvent.setup();
    expect(await screen.findByText(first.address, {}, loaded)).toBeVisible();
    expect(screen.getByText(/This Fairlead server does not receive e-mail yet, so mail sent to this address is not imported for now/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new import address?' }, loaded);
    expect(dialog).toHaveTextContent('The current address stops working at once: mail sent to it from now on is refused.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep this address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), loaded);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(within(await screen.findByRole('dialog', {}, loaded)).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText(second.address, {}, loaded)).toBeVisible();
    expect(screen.queryByText(first.address)).toBeNull();
    expect(screen.getByText('Made on 28 Nov 2026, 01:10 UTC')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/import/address/rotate']);
  });

  it('copies the address, and shows the API’s refusal as it words it', async () => {
    stubFetch(() => ({ status: 200, body: { ...first, enabled: true } }));
    const view = renderAt(<ImportAddress />);
    // user-event puts its own clipboard in the page: what was copied is read back from it.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy' }, loaded));
    expect(await screen.findByText('Copied to the clipboard.', {}, loaded)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(first.address);
    expect(screen.queryByText(/does not receive e-mail/)).toBeNull();
    view.unmount();

    const refusal = 'Only verified companies may import circulars: finish your company verification first';
    stubFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: refusal } } }));
    renderAt(<ImportAddress />);
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(refusal);
  });
});
