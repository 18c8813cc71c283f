// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { ReportDialog } from './report-dialog';

afterEach(cleanup);

const messageId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

describe('the report dialog', () => {
  it('asks what is wrong with the API’s message and sends nothing, then sends the reason trimmed once', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    renderAt(<ReportDialog messageId={messageId} onClose={() => {}} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Say what is wrong with this message')).toBeVisible();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('What is wrong with it?'), '  Asks to pay outside Fairlead ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. The report is with our team');
    expect(calls).toEqual([{ url: `/api/messages/${messageId}/report`, method: 'POST', body: { reason: 'Asks to pay outside Fairlead' } }]);
  });

  it('shows the server’s refusal under the field', async () => {
    stubFetch(() => ({ status: 409, body: { error: { code: 'conflict', message: 'You have already reported this message' } } }));
    renderAt(<ReportDialog messageId={messageId} onClose={() => {}} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Report this message' });
    await user.type(screen.getByLabelText('What is wrong with it?'), 'Abusive language');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText('You have already reported this message')).toBeVisible());
    expect(screen.getByLabelText('What is wrong with it?')).toHaveAccessibleDescription('You have already reported this message');
  });
});
