// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimDialog } from './claim-dialog';

afterEach(cleanup);

describe('the claim dialog', () => {
  it('asks what the claim is about with the API’s message, then raises it once with the reason trimmed', async () => {
    const claims: string[] = [];
    render(<ClaimDialog open onOpenChange={() => {}} label="Freight 95% on loading" pending={false} onClaim={(r) => claims.push(r)} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Raise a claim' });
    await user.click(screen.getByRole('button', { name: 'Raise the claim' }));
    expect(await screen.findByText('Say what the claim is about (at least 10 characters)')).toBeVisible();
    expect(claims).toEqual([]);
    await user.type(screen.getByLabelText('What is the claim about?'), '  Short-loaded by 1,200 t against the bill of lading ');
    await user.click(screen.getByRole('button', { name: 'Raise the claim' }));
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims).toEqual(['Short-loaded by 1,200 t against the bill of lading']);
  });
});
