// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { circularText, readImport } from '../test-fixtures';
import { PasteForm } from './paste-form';

afterEach(cleanup);
const loaded = { timeout: 5000 };

describe('paste form', () => {
  it('refuses an empty paste with the shared message, sending nothing', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(<PasteForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Read e-mail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste the e-mail: its full text with headers, or just the body');
    expect(screen.getByLabelText('E-mail text')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the text and shows what the e-mail became, with the way to its drafts', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { import: readImport } }));
    renderAt(<PasteForm />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('E-mail text');
    await user.click(box);
    await user.paste(circularText);
    await user.click(screen.getByRole('button', { name: 'Read e-mail' }));

    const result = await screen.findByRole('status', { name: 'Pasted e-mail' }, loaded);
    expect(result).toHaveTextContent('Read1 position, 1 cargo order');
    expect(screen.getByRole('link', { name: 'Review 2 drafts of Open tonnage + cargo' })).toHaveAttribute('href', `/app/import/${readImport.id}`);
    expect(calls).toEqual([{ url: '/api/import', method: 'POST', body: { text: circularText } }]);
    expect(box).toHaveValue('');
  });

  it('shows the server’s message for the text beside the field', async () => {
    stubFetch(() => ({
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'This e-mail is larger than 10 MB, the most Fairlead reads.' } },
    }));
    renderAt(<PasteForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail text'), 'MV SEA ORCHID OPEN CJK');
    await user.click(screen.getByRole('button', { name: 'Read e-mail' }));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent('This e-mail is larger than 10 MB, the most Fairlead reads.');

    stubFetch(() => ({
      status: 400,
      body: {
        error: { code: 'validation', message: 'Invalid input', fields: { text: 'Paste the e-mail: its full text with headers, or just the body' } },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Read e-mail' }));
    expect(await screen.findByText('Paste the e-mail: its full text with headers, or just the body', {}, loaded)).toHaveAttribute('id');
    expect(screen.getByLabelText('E-mail text')).toHaveAttribute('aria-invalid', 'true');
  });
});
