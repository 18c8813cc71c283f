// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { DemurrageForm } from './demurrage-form';

afterEach(cleanup);

const dealId = '3c9d2e1f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('claiming demurrage (#26)', () => {
  it('names what the shared schema refuses and sends nothing, then sends the time and the trimmed statement', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderAt(<DemurrageForm dealId={dealId} ratePerDay={3_000_000} currency="USD" />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Claim demurrage' }));
    expect(await screen.findByText('Describe the laytime statement (at least 10 characters)')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Days'));
    await user.type(screen.getByLabelText('Days'), 'x4');
    expect(screen.getByLabelText('Days')).toHaveValue('4');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '6');
    await user.clear(screen.getByLabelText('Minutes'));
    await user.type(screen.getByLabelText('Minutes'), '30');
    await user.type(screen.getByLabelText('Laytime statement'), ' NOR tendered 3 May 08:00, laytime expired 9 May 14:00 ');
    expect(screen.getByText('$128,125.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim demurrage' }));

    await waitFor(() => expect(screen.getByLabelText('Days')).toHaveValue('0'));
    expect(calls).toEqual([
      {
        url: expect.stringContaining(`/api/deals/${dealId}/payments/demurrage`),
        method: 'POST',
        body: { days: 4, hours: 6, minutes: 30, statement: 'NOR tendered 3 May 08:00, laytime expired 9 May 14:00' },
      },
    ]);
  });

  it('shows the server’s field message under the field', async () => {
    stubFetch(() => ({
      status: 400,
      body: { error: { code: 'validation', message: 'Invalid input', fields: { days: 'Demurrage on one voyage is at most 60 days in all' } } },
    }));
    renderAt(<DemurrageForm dealId={dealId} ratePerDay={3_000_000} currency="USD" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Days'), '2');
    await user.type(screen.getByLabelText('Laytime statement'), 'NOR tendered 3 May 08:00');
    await user.click(screen.getByRole('button', { name: 'Claim demurrage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demurrage on one voyage is at most 60 days in all');
  });
});
