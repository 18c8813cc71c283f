// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { SignatureEvidencePanel } from './signature-evidence';

afterEach(cleanup);

const dealId = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

describe('signature evidence for admins (#25)', () => {
  it('is read only when asked for, and shows each signer’s address and browser', async () => {
    const calls = stubFetch(() => ({
      status: 200,
      body: {
        signatures: [
          {
            party: 'owner',
            company: 'Aegean Bulk SA',
            signerName: 'Eleni Markou',
            version: 1,
            versionHash: 'a'.repeat(64),
            signedAt: '2027-03-01T09:15:00.000Z',
            ip: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (Test)',
            consentText: 'I sign.',
          },
        ],
      },
    }));
    renderAt(<SignatureEvidencePanel dealId={dealId} />);
    expect(calls).toHaveLength(0); // each reading is audited: nothing is fetched before the admin asks
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show signature evidence' }));
    expect(await screen.findByText('203.0.113.7')).toBeVisible();
    expect(screen.getByText('Mozilla/5.0 (Test)')).toBeVisible();
    expect(screen.getByText('2027-03-01 09:15 UTC')).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual([`/api/admin/deals/${dealId}/contract/evidence`]);
  });
});
