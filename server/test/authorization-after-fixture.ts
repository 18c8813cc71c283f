import { breakdown, hireFacts } from './hire-input';
import { rotterdamFacts } from './laytime-input';
import { members, type PolicyRows } from './authorization-rows';

// The policy table's rows for the records after a fixture (#30): laytime, its sheet, hire statements, port agents.

/** The laytime terms a voyage charter party lacks, as either party saves them (#30). */
const laytimeTermsBody = {
  basedOn: 0,
  excepted: 'unless_used',
  weatherWorkingDays: true,
  turnTimeHours: 12,
  turnTimeFrom: 'tendered',
  soonerCommencedCounts: true,
  shiftingCounts: false,
  reversible: false,
  despatchOn: 'working_time_saved',
};

export const afterFixturePolicy: PolicyRows = {
  // Laytime of the fixed voyage deal (#30): its parties read it and save the terms the charter party lacks; only the
  // owner records the statement of facts (the charterer is refused by side, 403); either party comments on an entry;
  // a stranger does not know the deal exists; an admin reads, and acts on none of it (by role).
  'GET /api/deals/{id}/laytime': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/laytime` }],
  'PUT /api/deals/{id}/laytime/terms': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/terms`, body: () => laytimeTermsBody },
  ],
  'PUT /api/deals/{id}/laytime/calls/{call}/facts': [
    [401, 403, 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/calls/load/facts`, body: () => rotterdamFacts({ basedOn: 1 }) },
  ],
  'POST /api/deals/{id}/laytime/calls/{call}/comments': [
    [401, 'ok', 404, 'ok', 404, 403],
    {
      path: (w) => `/api/deals/${w.fixedDeal}/laytime/calls/load/comments`,
      body: () => ({ version: 1, entry: 'commenced', kind: 'comment', body: 'Terminal log says 06:30' }),
    },
  ],
  // Either party agrees the sheet (#30); the world's deal has no discharge facts yet, so a party is past access (409).
  'POST /api/deals/{id}/laytime/agreements': [
    [401, 'ok', 404, 'ok', 404, 403],
    {
      path: (w) => `/api/deals/${w.fixedDeal}/laytime/agreements`,
      body: () => ({ termsVersion: 0, facts: { load: 1, discharge: 1 }, demurrage: 0, despatch: 0 }),
    },
  ],
  // The sheet's PDF reads like the sheet; reopening it is either party's, and the world's sheet is not agreed, so a
  // party is past access (409) (#30, decision 038).
  'GET /api/deals/{id}/laytime/sheet.pdf': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/laytime/sheet.pdf` }],
  'GET /api/deals/{id}/laytime/reopening': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/laytime/reopening` }],
  'POST /api/deals/{id}/laytime/reopening': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/reopening`, body: () => ({ reason: 'The terminal log shows rain we missed' }) },
  ],
  'POST /api/deals/{id}/laytime/reopening/acceptance': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/reopening/acceptance` },
  ],
  'POST /api/deals/{id}/laytime/reopening/withdrawal': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/reopening/withdrawal` },
  ],
  // The hire statement (#30) of the world's fixed deal: a voyage charter, so a party past access is refused it (409).
  // The owner records the facts and answers off-hire, the charterer records off-hire (the other side: 403, before the
  // charter is looked at); either agrees; a stranger does not know the deal exists; an admin reads, and acts on none.
  'GET /api/deals/{id}/hire': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/hire` }],
  'PUT /api/deals/{id}/hire/facts': [
    [401, 403, 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/hire/facts`, body: () => hireFacts() },
  ],
  'POST /api/deals/{id}/hire/off-hires': [
    [401, 'ok', 404, 403, 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/hire/off-hires`, body: () => breakdown() },
  ],
  'POST /api/deals/{id}/hire/off-hires/{n}/answer': [
    [401, 403, 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/hire/off-hires/1/answer`, body: () => ({ answer: 'accepted' }) },
  ],
  'POST /api/deals/{id}/hire/agreements': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/hire/agreements`, body: () => ({ factsVersion: 1, offHiresVersion: 0, balance: 0 }) },
  ],
  // The owner's agents at a port call (decision 037): the deal's owner invites, lists and revokes them; any charterer
  // and an admin are refused by role (403), another owner does not know the deal exists (404). Accepting takes the
  // link's token: a made-up one is no invitation to anyone (404). Each member lists the calls they are an agent at.
  'GET /api/deals/{id}/laytime/calls/{call}/agents': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/calls/load/agents` },
  ],
  'POST /api/deals/{id}/laytime/calls/{call}/agents': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/calls/load/agents`, body: () => ({ email: 'second-agent@portagency.example' }) },
  ],
  'DELETE /api/deals/{id}/laytime/calls/{call}/agents/{agentId}': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/laytime/calls/load/agents/${w.portAgent}` },
  ],
  'POST /api/agent-invitations/accept': [[401, 404, 404, 404, 404, 404], { body: () => ({ token: 'not-a-token' }) }],
  'GET /api/agent-calls': [members],
};
