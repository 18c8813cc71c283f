// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { Composer } from './composer';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const conversationId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const sent = { status: 201, body: {} };

describe('the composer', () => {
  it('says to write something first and sends nothing, then sends the message trimmed on Enter and empties the box', async () => {
    const calls = stubFetch(() => sent);
    renderAt(<Composer conversationId={conversationId} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await user.type(box, '  Is she open for{Shift>}{Enter}{/Shift}early March? ');
    expect(calls).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls).toEqual([
      { url: `/api/conversations/${conversationId}/messages`, method: 'POST', body: { body: 'Is she open for\nearly March?' } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a message longer than the server takes', async () => {
    const calls = stubFetch(() => sent);
    renderAt(<Composer conversationId={conversationId} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('x'.repeat(5001));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A message can be at most 5,000 characters');
    expect(calls).toEqual([]);
  });

  it('keeps a draft for each conversation', async () => {
    stubFetch(() => sent);
    const user = userEvent.setup();
    const first = renderAt(<Composer conversationId={conversationId} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');
    first.unmount();
    const other = renderAt(<Composer conversationId="0e1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    other.unmount();
    renderAt(<Composer conversationId={conversationId} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('turns away a file over 10 MB and shows the server’s refusal of a message', async () => {
    stubFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'This conversation is closed' } } }));
    const { container } = renderAt(<Composer conversationId={conversationId} />);
    const user = userEvent.setup();
    const picker = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'hold-survey.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Files must be at most 10 MB');
    expect(screen.queryByRole('button', { name: 'Remove hold-survey.pdf' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This conversation is closed'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('sends a file with an empty caption', async () => {
    const uploads: { url: string; file: FormDataEntryValue | null; body: FormDataEntryValue | null }[] = [];
    let url = '';
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 201;
        response = {};
        upload = {};
        onload = () => {};
        open(_method: string, to: string) {
          url = to;
        }
        send(form: FormData) {
          uploads.push({ url, file: form.get('file'), body: form.get('body') });
          setTimeout(() => this.onload());
        }
      },
    );
    const calls = stubFetch(() => sent);
    const { container } = renderAt(<Composer conversationId={conversationId} />);
    const user = userEvent.setup();
    const survey = new File(['%PDF-1.7'], 'hold-survey.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, survey);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Add a caption (optional)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove hold-survey.pdf' })).toBeNull());
    expect(uploads).toEqual([{ url: `/api/conversations/${conversationId}/attachments`, file: survey, body: '' }]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
