// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../test/render';
import { TermsFields, type WithTerms } from './terms-fields';

afterEach(cleanup);

function Form({ onValues }: { onValues: (v: WithTerms) => void }) {
  const form = useForm<WithTerms>({ defaultValues: { terms: { charterType: 'voyage', currency: 'USD', quantityT: 25_000 } as WithTerms['terms'] } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <TermsFields form={form} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('terms form figures (#25)', () => {
  it('reads quantities, rates and percentages typed with thousands separators as the money fields do', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const sent: WithTerms[] = [];
    renderAt(<Form onValues={(v) => sent.push(v)} />);
    const user = userEvent.setup();
    for (const [label, typed] of [
      ['Quantity (mt)', '50,000'],
      ['Load rate (mt per day)', '10 000'],
      ['Address commission (%)', '3.75'],
      ['Freight', '24.50'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), typed);
    }
    expect(screen.getByLabelText('Quantity (mt)')).toHaveValue('50,000'); // kept as typed, not emptied by a number input
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].terms).toMatchObject({ quantityT: 50_000, loadRateTpd: 10_000, addressCommissionPct: 3.75, freightRate: 2_450 });
  });

  it('leaves what is not a figure as not a number, for the schema to name', async () => {
    stubFetch(() => ({ status: 200, body: { items: [] } }));
    const sent: WithTerms[] = [];
    renderAt(<Form onValues={(v) => sent.push(v)} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Quantity (mt)'));
    await user.type(screen.getByLabelText('Quantity (mt)'), '50,000 t');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].terms).toMatchObject({ quantityT: Number.NaN });
  });
});
