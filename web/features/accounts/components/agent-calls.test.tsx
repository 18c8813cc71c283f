// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { AgentCalls } from './agent-calls';

afterEach(cleanup);

const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('the dashboard’s port calls as agent (decision 037)', () => {
  it('lists each call with a link to its statement of facts', async () => {
    const calls = [{ dealId, call: 'discharge', port: 'Alexandria, Egypt', ship: 'Nordic Tern', owner: 'Aegean Owners' }];
    stubFetch(() => ({ status: 200, body: { calls } }));
    renderAt(<AgentCalls />);
    const section = await screen.findByRole('region', { name: 'Port calls as agent' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Nordic Tern at Alexandria, Egypt (discharging), for Aegean Owners');
    expect(within(items[0]).getByRole('link', { name: 'Statement of facts' })).toHaveAttribute('href', `/app/deals/${dealId}/ports/discharge`);
  });

  it('shows nothing to a member who is no one’s agent', async () => {
    const answered = stubFetch(() => ({ status: 200, body: { calls: [] } }));
    const { container } = renderAt(<AgentCalls />);
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
