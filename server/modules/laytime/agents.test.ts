import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail, laytimeAgents } from '../../db/schema';
import { dealParties, firm, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { alexandriaFacts, fixedBeforeTheFacts, rotterdamFacts } from '../../test/laytime-input';

// The owner's agent at one port call (#30, decision 037), through the API: invited by e-mail, accepted by the member
// signed in with that address, who then records and comments on that call only and is a stranger to the rest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const agentsPath = (deal: string, call = 'load') => `/api/deals/${deal}/laytime/calls/${call}/agents`;
const factsPath = (deal: string, call = 'load') => `/api/deals/${deal}/laytime/calls/${call}/facts`;
let n = 0;

/** A fixed voyage deal (Rotterdam to Alexandria, deal-input.ts), and an address for its agent at the load port. */
async function voyage() {
  const p = await dealParties(t);
  const terms = voyageTerms(t);
  const deal = (await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms })).json.deal.id as string;
  expect((await p.owner.post(`/api/deals/${deal}/offers`, firm(t, terms))).status).toBe(201);
  expect((await p.charterer.post(`/api/deals/${deal}/accept`)).status).toBe(200);
  await fixedBeforeTheFacts(t, deal);
  return { ...p, deal, agentEmail: `agent${++n}-${Date.now()}@portagency.example` };
}

/** The token of the latest invitation mailed to the address, read from the link in the dev mailbox. */
async function linkTo(email: string): Promise<string> {
  const mails = await t.db.select().from(devMail).where(eq(devMail.to, email)).orderBy(desc(devMail.createdAt));
  const m = mails.map((mail) => /\/app\/deals\/[\w-]+\/ports\/load\?invitation=([\w-]+)/.exec(mail.text)).find((x) => x !== null);
  if (!m) throw new Error(`no invitation link mailed to ${email}`);
  return m[1];
}

/** Invites the address to the deal's load port, registers it and accepts: the signed-in agent. */
async function acceptedAgent(v: Awaited<ReturnType<typeof voyage>>) {
  expect((await v.owner.post(agentsPath(v.deal), { email: v.agentEmail, name: 'Rotterdam Port Agency' })).status).toBe(201);
  const agent = await t.signedIn('owner', { email: v.agentEmail });
  const res = await agent.post('/api/agent-invitations/accept', { token: await linkTo(v.agentEmail) });
  expect(res.status).toBe(200);
  return agent;
}

describe('inviting an agent to a port call', () => {
  it('mails a link that, opened by the member with that address, makes them the agent at that call', async () => {
    const v = await voyage();
    const invited = await v.owner.post(agentsPath(v.deal), { email: v.agentEmail.toUpperCase(), name: 'Rotterdam Port Agency' });
    expect(invited.status).toBe(201);
    expect(invited.json.agents).toHaveLength(1);
    expect(invited.json.agents[0]).toMatchObject({ email: v.agentEmail, name: 'Rotterdam Port Agency', status: 'invited', acceptedAt: null });
    // 14 days from now, by the test's clock.
    expect(invited.json.agents[0].expiresAt).toBe(new Date(Date.parse(invited.json.agents[0].invitedAt) + 14 * DAY).toISOString());
    const [mail] = await t.db.select().from(devMail).where(eq(devMail.to, v.agentEmail));
    expect(mail.subject).toMatch(/invite you as their agent at Rotterdam/);
    expect(mail.text).toContain(`(${v.agentEmail})`);
    // The link opens the invited port call itself, where the invitation is accepted.
    expect(mail.text).toContain(`http://localhost:3000/app/deals/${v.deal}/ports/load?invitation=`);
    // The database keeps the token's hash only, never the token the link carries.
    const token = await linkTo(v.agentEmail);
    const [row] = await t.db.select().from(laytimeAgents).where(eq(laytimeAgents.dealId, v.deal));
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const agent = await t.signedIn('owner', { email: v.agentEmail });
    const accepted = await agent.post('/api/agent-invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.json.call).toMatchObject({ dealId: v.deal, call: 'load', ship: 'Aegean Spirit' });
    expect((await v.owner.get(agentsPath(v.deal))).json.agents[0].status).toBe('accepted');
    const mine = await agent.get('/api/agent-calls');
    expect(mine.json.calls).toHaveLength(1);
    expect(mine.json.calls[0]).toMatchObject({ dealId: v.deal, call: 'load' });
  });

  it('lets only the deal’s owner invite, list and revoke: the charterer 403, another owner 404', async () => {
    const v = await voyage();
    const stranger = await t.signedIn('owner', { verified: true });
    expect((await v.charterer.post(agentsPath(v.deal), { email: v.agentEmail })).status).toBe(403);
    expect((await v.charterer.get(agentsPath(v.deal))).status).toBe(403);
    expect((await stranger.post(agentsPath(v.deal), { email: v.agentEmail })).status).toBe(404);
    expect((await stranger.get(agentsPath(v.deal))).status).toBe(404);
    const agents = (await v.owner.post(agentsPath(v.deal), { email: v.agentEmail })).json.agents;
    expect((await stranger.del(`${agentsPath(v.deal)}/${agents[0].id}`)).status).toBe(404);
    expect((await v.charterer.del(`${agentsPath(v.deal)}/${agents[0].id}`)).status).toBe(403);
    expect(await t.db.select().from(devMail).where(eq(devMail.to, v.agentEmail))).toHaveLength(1);
  });

  it('re-sends to the same address: one invitation, a new link, and the old link no longer works', async () => {
    const v = await voyage();
    await v.owner.post(agentsPath(v.deal), { email: v.agentEmail });
    const first = await linkTo(v.agentEmail);
    t.deps.clock.advance(60_000);
    const again = await v.owner.post(agentsPath(v.deal), { email: v.agentEmail });
    expect(again.json.agents).toHaveLength(1);
    expect(await t.db.select().from(devMail).where(eq(devMail.to, v.agentEmail))).toHaveLength(2);
    const second = await linkTo(v.agentEmail);
    expect(second).not.toBe(first);
    const agent = await t.signedIn('owner', { email: v.agentEmail });
    expect((await agent.post('/api/agent-invitations/accept', { token: first })).status).toBe(404);
    expect((await agent.post('/api/agent-invitations/accept', { token: second })).status).toBe(200);
  });

  it('refuses a party’s own address: agents act for the owner', async () => {
    const v = await voyage();
    const res = await v.owner.post(agentsPath(v.deal), { email: v.charterer.email });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('That address belongs to a party to this charter: agents act for the owner at one port call');
  });
});

describe('the invitation link', () => {
  it('works once', async () => {
    const v = await voyage();
    await v.owner.post(agentsPath(v.deal), { email: v.agentEmail });
    const token = await linkTo(v.agentEmail);
    const agent = await t.signedIn('owner', { email: v.agentEmail });
    expect((await agent.post('/api/agent-invitations/accept', { token })).status).toBe(200);
    const twice = await agent.post('/api/agent-invitations/accept', { token });
    expect(twice.status).toBe(404);
    expect(twice.json.error.message).toBe('This invitation link has expired, was withdrawn or was already used');
  });

  it('is refused after 14 days, and the owner’s list says it expired', async () => {
    const v = await voyage();
    await v.owner.post(agentsPath(v.deal), { email: v.agentEmail });
    const token = await linkTo(v.agentEmail);
    t.deps.clock.advance(14 * DAY + 1000);
    const agent = await t.signedIn('owner', { email: v.agentEmail });
    expect((await agent.post('/api/agent-invitations/accept', { token })).status).toBe(404);
    expect((await v.owner.get(agentsPath(v.deal))).json.agents[0].status).toBe('expired');
    expect((await agent.get(`/api/deals/${v.deal}/laytime`)).status).toBe(404);
  });

  it('is refused to a member signed in with another address, and leaves the invitation open', async () => {
    const v = await voyage();
    await v.owner.post(agentsPath(v.deal), { email: v.agentEmail });
    const token = await linkTo(v.agentEmail);
    const other = await t.signedIn('owner');
    const res = await other.post('/api/agent-invitations/accept', { token });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('This invitation was sent to another e-mail address: sign in with the address it was sent to');
    expect((await other.get(`/api/deals/${v.deal}/laytime`)).status).toBe(404);
    const agent = await t.signedIn('owner', { email: v.agentEmail });
    expect((await agent.post('/api/agent-invitations/accept', { token })).status).toBe(200);
  });

  it('is refused once the owner withdrew it', async () => {
    const v = await voyage();
    const [invited] = (await v.owner.post(agentsPath(v.deal), { email: v.agentEmail })).json.agents;
    const token = await linkTo(v.agentEmail);
    const left = await v.owner.del(`${agentsPath(v.deal)}/${invited.id}`);
    expect(left.status).toBe(200);
    expect(left.json.agents).toEqual([]);
    const agent = await t.signedIn('owner', { email: v.agentEmail });
    expect((await agent.post('/api/agent-invitations/accept', { token })).status).toBe(404);
  });
});

describe('what an accepted agent may do', () => {
  it('reads their call only, without the sheet or the charter party’s rates, and records its facts', async () => {
    const v = await voyage();
    expect((await v.owner.put(factsPath(v.deal, 'discharge'), alexandriaFacts())).status).toBe(200);
    const agent = await acceptedAgent(v);
    const read = await agent.get(`/api/deals/${v.deal}/laytime`);
    expect(read.status).toBe(200);
    expect(read.json.laytime.calls).toHaveLength(1);
    expect(read.json.laytime.calls[0].call).toBe('load');
    expect(read.json.laytime.sheet).toBeNull();
    expect(read.json.laytime.terms.demurragePerDay).toBe(0);
    expect(read.json.laytime.agentCalls).toEqual(['load']);
    expect(read.json.laytime.ship).toBe('Aegean Spirit');
    expect(read.json.laytime.actions).toEqual({ recordFacts: true, editTerms: false, comment: false, dispute: false, agree: false });

    const saved = await agent.put(factsPath(v.deal), rotterdamFacts());
    expect(saved.status).toBe(200);
    expect(saved.json.laytime.calls).toHaveLength(1);
    expect(saved.json.laytime.calls[0].latest.recordedBy).toEqual({ name: 'Test owner', agent: true });
    // The owner sees the version as the agent's, and the sheet worked out from it (11 h on demurrage at Rotterdam:
    // laytime.test.ts works it out by hand; Alexandria adds none).
    const owners = (await v.owner.get(`/api/deals/${v.deal}/laytime`)).json.laytime;
    expect(owners.calls[0].latest).toMatchObject({ version: 1, recordedBy: { name: 'Test owner', agent: true } });
    expect(owners.calls[1].latest.recordedBy).toEqual({ name: 'Test owner', agent: false });
    expect(owners.sheet.demurrageMinutes).toBe(660);

    const comment = await agent.post(`/api/deals/${v.deal}/laytime/calls/load/comments`, {
      version: 1,
      entry: 'commenced',
      kind: 'comment',
      body: 'Per the terminal log',
    });
    expect(comment.status).toBe(201);
    expect(comment.json.laytime.calls[0].comments).toHaveLength(1);
    expect(comment.json.laytime.calls[0].comments[0]).toMatchObject({ party: 'owner', body: 'Per the terminal log' });
    const dispute = await agent.post(`/api/deals/${v.deal}/laytime/calls/load/comments`, {
      version: 1,
      entry: 'commenced',
      kind: 'dispute',
      body: 'x',
    });
    expect(dispute.status).toBe(403);
  });

  it('is a stranger to the other call, the terms, the agreement, the deal and its payments', async () => {
    const v = await voyage();
    expect((await v.owner.put(factsPath(v.deal, 'discharge'), alexandriaFacts())).status).toBe(200);
    const agent = await acceptedAgent(v);
    expect((await agent.put(factsPath(v.deal, 'discharge'), alexandriaFacts({ basedOn: 1 }))).status).toBe(404);
    const other = await agent.post(`/api/deals/${v.deal}/laytime/calls/discharge/comments`, {
      version: 1,
      entry: 'commenced',
      kind: 'comment',
      body: 'Seen',
    });
    expect(other.status).toBe(404);
    const terms = (await v.owner.get(`/api/deals/${v.deal}/laytime`)).json.laytime.terms;
    const { regime: _r, demurragePerDay: _d, despatchPerDay: _s, ...rest } = terms;
    expect((await agent.put(`/api/deals/${v.deal}/laytime/terms`, { ...rest, basedOn: 0 })).status).toBe(404);
    const agree = { termsVersion: 0, facts: { load: 1, discharge: 1 }, demurrage: 0, despatch: 0 };
    expect((await agent.post(`/api/deals/${v.deal}/laytime/agreements`, agree)).status).toBe(404);
    expect((await agent.get(`/api/deals/${v.deal}`)).status).toBe(404);
    expect((await agent.get(`/api/deals/${v.deal}/payments`)).status).toBe(404);
    expect((await agent.get(agentsPath(v.deal))).status).toBe(404);
    expect((await agent.post(agentsPath(v.deal), { email: 'friend@portagency.example' })).status).toBe(404);
  });

  it('is a stranger again once the owner revokes them', async () => {
    const v = await voyage();
    const agent = await acceptedAgent(v);
    const [row] = (await v.owner.get(agentsPath(v.deal))).json.agents;
    expect((await v.owner.del(`${agentsPath(v.deal)}/${row.id}`)).status).toBe(200);
    expect((await agent.get(`/api/deals/${v.deal}/laytime`)).status).toBe(404);
    expect((await agent.put(factsPath(v.deal), rotterdamFacts())).status).toBe(404);
    expect((await agent.get('/api/agent-calls')).json.calls).toEqual([]);
  });
});
