// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderAt } from '../../../test/render';
import { nothingImport, readImport } from '../test-fixtures';
import { DropZone, type UploadOne } from './drop-zone';

afterEach(cleanup);
const loaded = { timeout: 5000 };
const eml = (name: string, body = 'From: a@b.example\r\n\r\nMV SEA ORCHID OPEN CJK') => new File([body], name, { type: 'message/rfc822' });

describe('drop zone', () => {
  it('is a labelled file input that takes several .eml files and shows each file’s result', async () => {
    const sent: string[] = [];
    const upload: UploadOne = async (file) => {
      sent.push(file.name);
      if (file.name === 'orchid.eml') return { ...readImport, source: 'upload', fileName: 'orchid.eml' };
      if (file.name === 'away.eml') return { ...nothingImport, source: 'upload', fileName: 'away.eml' };
      throw new ApiError(413, 'payload_too_large', 'huge.eml is larger than 10 MB, the most Fairlead reads.');
    };
    renderAt(<DropZone upload={upload} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Drop .eml files here, or choose files');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    // Reached by the keyboard like any control (Enter or Space opens the chooser).
    await user.tab();
    expect(input).toHaveFocus();

    // A .pdf is refused here and never sent; the others go.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [eml('orchid.eml'), eml('away.eml'), eml('huge.eml'), new File(['%PDF'], 'list.pdf')]);
    const list = screen.getByRole('list', { name: 'Uploaded e-mails' });
    const row = (name: string) => within(list).getByText(name).closest('li')!;

    expect(await within(row('orchid.eml')).findByRole('link', { name: 'Review 2 drafts of Open tonnage + cargo' }, loaded)).toHaveAttribute(
      'href',
      `/app/import/${readImport.id}`,
    );
    expect(row('orchid.eml')).toHaveTextContent('orchid.emlRead1 position, 1 cargo orderReview 2 drafts');
    expect(row('away.eml')).toHaveTextContent(
      'away.emlNothing to importNothing to import: this e-mail holds no open positions or cargo ordersSee the e-mail',
    );
    expect(row('huge.eml')).toHaveTextContent('huge.emlhuge.eml is larger than 10 MB, the most Fairlead reads.');
    expect(row('list.pdf')).toHaveTextContent(
      'list.pdflist.pdf is not an .eml file: save the e-mail from your mail program as .eml, or paste its text.',
    );
    expect(sent).toEqual(['orchid.eml', 'away.eml', 'huge.eml']);
  });

  it('shows a file as being read until its answer comes', async () => {
    let answer: (i: typeof readImport) => void = () => {};
    renderAt(<DropZone upload={() => new Promise((resolve) => (answer = resolve))} />);
    await userEvent.setup().upload(screen.getByLabelText('Drop .eml files here, or choose files'), eml('orchid.eml'));
    const row = screen.getByText('orchid.eml').closest('li')!;
    expect(row).toHaveTextContent('orchid.eml Reading…');
    answer(readImport);
    expect(await within(row).findByText('1 position, 1 cargo order', {}, loaded)).toBeVisible();
    expect(row).not.toHaveTextContent('Reading…');
  });
});
