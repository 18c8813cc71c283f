// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import { contractSchema } from '../../../../common/contracts/schemas';
import type { Contract } from '../api/contract';
import { VersionCompare } from './version-compare';

afterEach(cleanup);

const dealId = '11111111-1111-4111-8111-111111111111';
const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: '2027-03-01',
  laycanTo: '2027-03-10',
  currency: 'USD',
  cpForm: 'Fairlead voyage charter terms',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'NLRTM',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_000_000,
  despatchPerDay: 1_000_000,
  voyageDays: 20,
  freightBblPct: 95,
  freightBalanceDays: 30,
};
const content = (version: number, t: Terms, freightClause: string) => ({
  format: 'fairlead-charter-party/1',
  dealId,
  version,
  owner: { company: 'Aegean Bulk' },
  charterer: { company: 'Nile Grain' },
  vessel: { name: 'MV Thetis', imo: '9300001', flag: 'Malta', deadweightT: 58_000 },
  terms: t,
  clauses: [{ key: 'freight', title: 'Freight', body: freightClause, rider: false }],
});
const versions = {
  1: content(1, terms, 'Freight at USD 24.50 per metric tonne.'),
  2: content(2, { ...terms, freightRate: 2_600 }, 'Freight at USD 26.00 per metric tonne.'),
};
// Parsed by the API's own schema: the fixture is a contract as the server answers it, not a cast.
const contract: Contract = contractSchema.parse({
  id: '22222222-2222-4222-8222-222222222222',
  dealId,
  sealedAt: null,
  sealedVersion: null,
  signatures: [],
  versions: [1, 2].map((v) => ({
    version: v,
    hash: `${v}`.repeat(64),
    createdAt: '2027-02-01T10:00:00.000Z',
    createdByCompany: 'Aegean Bulk',
    note: null,
  })),
  latest: { version: 2, hash: '2'.repeat(64), content: versions[2] },
});

describe('comparing two versions of the charter party (#25)', () => {
  it('shows a changed freight rate among the terms, and the clause Fairlead rewrote from it', async () => {
    stubFetch((url) => {
      const version = url.match(/\/contract\/versions\/(\d+)$/)?.[1] as '1' | '2' | undefined;
      return version
        ? { status: 200, body: { version: Number(version), hash: version.repeat(64), content: versions[version] } }
        : { status: 200, body: { items: [] } };
    });
    renderAt(<VersionCompare contract={contract} />);
    const termsSection = await screen.findByRole('region', { name: 'Terms' });
    const changed = within(termsSection).getAllByRole('listitem');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toHaveTextContent('Freight · changed');
    expect(changed[0]).toHaveTextContent('Version 1US$24.50 per mt');
    expect(changed[0]).toHaveTextContent('Version 2US$26.00 per mt');
    const clauseSection = screen.getByRole('region', { name: 'Clauses' });
    expect(within(clauseSection).getAllByRole('listitem')).toHaveLength(1);
    expect(within(clauseSection).getByText(/Freight at USD 26\.00 per metric tonne\./)).toBeInTheDocument();
  });
});
