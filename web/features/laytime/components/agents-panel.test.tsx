// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { PortAgent } from '../api/agents';
import { AgentsPanel } from './agents-panel';

afterEach(cleanup);

const dealId = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const base = `/api/deals/${dealId}/laytime/calls/load/agents`;

const accepted: PortAgent = {
  id: '0a1b2c3d-1111-4222-8333-944455566677',
  email: 'ops@santos-agency.example',
  name: 'Santos Agency',
  status: 'accepted',
  invitedAt: '2027-05-01T09:00:00Z',
  expiresAt: '2027-05-15T09:00:00Z',
  acceptedAt: '2027-05-02T10:00:00Z',
};
const invited: PortAgent = {
  id: '1a1b2c3d-1111-4222-8333-944455566677',
  email: 'night@santos-agency.example',
  name: null,
  status: 'invited',
  invitedAt: '2027-05-03T09:00:00Z',
  expiresAt: '2027-05-17T09:00:00Z',
  acceptedAt: null,
};

const render = () => renderAt(<AgentsPanel dealId={dealId} call="load" port="Santos, Brazil" />);

describe('the owner’s agents at a port (decision 037)', () => {
  it('lists each agent with their status, and revokes one by its id', async () => {
    const calls = stubFetch((_u, init) =>
      (init.method ?? 'GET') === 'DELETE' ? { status: 200, body: { agents: [invited] } } : { status: 200, body: { agents: [accepted, invited] } },
    );
    render();
    const list = await screen.findByRole('list', { name: 'Agents at this port' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Santos Agency');
    expect(rows[0]).toHaveTextContent('Accepted');
    expect(rows[0]).toHaveTextContent('accepted on 2 May 2027');
    expect(rows[1]).toHaveTextContent('night@santos-agency.example');
    expect(rows[1]).toHaveTextContent('Invited');
    expect(rows[1]).toHaveTextContent('the link works until 17 May 2027');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Revoke Santos Agency' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([expect.stringContaining(`${base}/${accepted.id}`)]);
  });

  it('invites by e-mail, and shows the server’s refusal under the address', async () => {
    const refusal = 'That address belongs to a party to this charter: agents act for the owner at one port call';
    const calls = stubFetch((_u, init) => {
      if ((init.method ?? 'GET') === 'GET') return { status: 200, body: { agents: [] } };
      const body = JSON.parse(String(init.body)) as { email: string };
      return body.email === 'chartering@buyer.example'
        ? { status: 409, body: { error: { code: 'conflict', message: refusal, fields: { email: refusal } } } }
        : { status: 201, body: { agents: [{ ...invited, email: body.email, name: 'Port Agency' }] } };
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('No agent is invited to this port yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Agent’s e-mail'), 'chartering@buyer.example');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Agent’s e-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Agent’s e-mail'));
    await user.type(screen.getByLabelText('Agent’s e-mail'), 'ops@port.example');
    await user.type(screen.getByLabelText('Name (optional)'), 'Port Agency');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to ops@port.example.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Agents at this port' })).toHaveTextContent('Port Agency');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: expect.stringContaining(base), method: 'POST', body: { email: 'chartering@buyer.example', name: '' } },
      { url: expect.stringContaining(base), method: 'POST', body: { email: 'ops@port.example', name: 'Port Agency' } },
    ]);
  });
});
