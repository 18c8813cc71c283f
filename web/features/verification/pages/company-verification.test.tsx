// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyVerification, VerificationSubmission } from '../../../../common/verification/schemas';
import { renderAt, stubFetch } from '../../../test/render';
import CompanyVerificationPage from './company-verification';

afterEach(cleanup);

// #29: a company whose file was approved sees what Fairlead checked: each paper, its file, the check and expiry dates.

const details = {
  legalName: 'Aegean Bulk Carriers S.A.',
  registrationNumber: '123456-0101',
  registrationCountry: 'GR',
  registeredAddress: '85 Akti Miaouli, 185 38 Piraeus, Greece',
  signatoryName: 'Eleni Papadakis',
  signatoryRole: 'Managing Director',
  operatesShips: false,
};
const paper = (n: number, kind: VerificationSubmission['documents'][number]['kind'], name: string, expiresOn: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind,
  name,
  contentType: 'application/pdf',
  size: 1200,
  sha256: 'ab',
  uploadedAt: '2026-03-10T09:00:00.000Z',
  expiresOn,
  url: `/api/verification-documents/00000000-0000-4000-8000-00000000000${n}`,
});
const approvedFile = (expiries: [string, string, string]): VerificationSubmission => ({
  id: '10000000-0000-4000-8000-000000000001',
  profileId: 'owner-1',
  companyName: 'Aegean Bulk Carriers',
  role: 'owner',
  status: 'approved',
  details,
  documents: [
    paper(1, 'incorporation', 'Aegean incorporation.pdf', expiries[0]),
    paper(2, 'proof_of_address', 'Piraeus address 2026.pdf', expiries[1]),
    paper(3, 'signatory_id', 'Papadakis passport.pdf', expiries[2]),
  ],
  missing: [],
  submittedAt: '2026-03-10T10:00:00.000Z',
  decidedAt: '2026-03-12T11:00:00.000Z',
  decisionNote: null,
  checkedOn: '2026-03-12',
  expiresOn: [...expiries].sort()[0],
  actions: ['renew'],
});
const mine = (file: VerificationSubmission): MyVerification => ({
  submission: file,
  approved: file,
  verified: true,
  checkedOn: '2026-03-12',
  expiresOn: file.expiresOn,
  canStart: true,
  today: '2026-11-28',
});

function show(answer: MyVerification) {
  const calls = stubFetch((url, init) =>
    url.endsWith('/api/company/verification') && (init.method ?? 'GET') === 'GET' ? { status: 200, body: answer } : { status: 200, body: null },
  );
  renderAt(<CompanyVerificationPage />);
  return calls;
}

describe('an approved company’s verification page', () => {
  it('lists each checked paper with its file, the day it was checked and its expiry, and nothing “not uploaded”', async () => {
    show(mine(approvedFile(['2029-01-31', '2027-09-30', '2031-05-15'])));
    const papers = await screen.findByRole('list', { name: 'Checked papers' });
    const rows = within(papers).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [within(r).getByRole('link').textContent, within(r).getByRole('link').getAttribute('href')])).toEqual([
      ['Aegean incorporation.pdf', '/api/verification-documents/00000000-0000-4000-8000-000000000001'],
      ['Piraeus address 2026.pdf', '/api/verification-documents/00000000-0000-4000-8000-000000000002'],
      ['Papadakis passport.pdf', '/api/verification-documents/00000000-0000-4000-8000-000000000003'],
    ]);
    expect(rows[0]).toHaveTextContent('Certificate of incorporation');
    expect(rows[0]).toHaveTextContent('Checked on 12 March 2026 · Expires on 31 January 2029');
    expect(rows[1]).toHaveTextContent('Proof of registered address');
    expect(rows[1]).toHaveTextContent('Expires on 30 September 2027');
    expect(rows[2]).toHaveTextContent('Expires on 15 May 2031');
    expect(screen.getByText('Verified company: registration checked on 12 March 2026')).toBeInTheDocument();
    expect(screen.getByText(/Valid until 30 September 2027/)).toBeInTheDocument();
    expect(screen.queryByText('Not uploaded yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/send a fresh copy/i)).not.toBeInTheDocument();
  });

  it('warns when a paper expires within 30 days and starts a renewal with the checked details', async () => {
    const calls = show(mine(approvedFile(['2029-01-31', '2026-12-10', '2031-05-15'])));
    const papers = await screen.findByRole('list', { name: 'Checked papers' });
    expect(
      within(papers)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Aegean incorporation.pdf', 'Piraeus address 2026.pdf', 'Papadakis passport.pdf']);
    expect(within(papers).getAllByRole('listitem')[1]).toHaveTextContent('Checked on 12 March 2026 · Expires on 10 December 2026');
    expect(within(papers).getAllByRole('listitem')[1]).toHaveTextContent('Expires in 12 days: send a fresh copy');
    const warning = screen.getByText('Your verification expires in 12 days, on 10 December 2026.').parentElement!;
    expect(warning).toHaveTextContent('Your proof of registered address expires by then. Send a fresh copy for review before that day');
    expect(screen.queryByText('Not uploaded yet')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send renewed documents' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/company/verification', body: details });
  });

  it('reads as expired once the first paper has lapsed', async () => {
    const file = approvedFile(['2029-01-31', '2026-11-20', '2031-05-15']);
    show({ ...mine(file), verified: false, canStart: false });
    expect(await screen.findByText(/Your verification expired on 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('Expired on 20 November 2026: send a fresh copy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send renewed documents' })).toBeInTheDocument();
  });

  it('keeps the checked papers on show beside a renewal under way', async () => {
    const file = { ...approvedFile(['2029-01-31', '2026-12-10', '2031-05-15']), actions: [] };
    const renewal: VerificationSubmission = {
      ...file,
      id: '10000000-0000-4000-8000-000000000002',
      status: 'submitted',
      documents: [{ ...paper(4, 'proof_of_address', 'Piraeus address 2027.pdf', '2027-12-01'), expiresOn: null }],
      checkedOn: null,
      expiresOn: null,
      submittedAt: '2026-11-25T08:00:00.000Z',
    };
    show({ ...mine(file), submission: renewal });
    expect(await screen.findByRole('list', { name: 'Checked papers' })).toHaveTextContent('Piraeus address 2026.pdf');
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByText(/With Fairlead’s compliance team since 25 November 2026/)).toHaveTextContent(
      'Your company stays verified by the papers checked before until then.',
    );
    expect(screen.getByRole('link', { name: 'Piraeus address 2027.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send renewed documents' })).not.toBeInTheDocument();
  });
});
