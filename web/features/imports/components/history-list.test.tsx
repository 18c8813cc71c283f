// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportHistory, ImportSummary } from '../../../../common/imports/api';
import { renderAt } from '../../../test/render';
import { nothingImport, readImport } from '../test-fixtures';
import { HistoryList } from './history-list';

afterEach(cleanup);

const summary = ({ text: _t, positions: _p, cargoes: _c, ...rest }: typeof readImport): ImportSummary => rest;
const failed: ImportSummary = {
  ...summary(readImport),
  id: '0d1e2f3a-4b5c-4d6e-8f7a-1b2c3d4e5f60',
  status: 'failed',
  kind: null,
  source: 'upload',
  fileName: 'broken.eml',
  subject: '',
  from: { name: null, address: null },
  receivedAt: '2026-11-27T09:40:00.000Z',
  positionCount: 0,
  cargoCount: 0,
  error: 'This e-mail could not be read.',
};
const mailed: ImportSummary = {
  ...summary(nothingImport),
  id: '1d1e2f3a-4b5c-4d6e-8f7a-1b2c3d4e5f61',
  source: 'email',
  submittedBy: null,
  receivedAt: '2026-11-27T10:15:00.000Z',
};

const history = (items: ImportSummary[], total = items.length, page = 1): ImportHistory => ({ items, total, page, pageSize: 20 });

describe('import history', () => {
  it('lists each e-mail in the API’s order: subject, sender, source, when, and what it became', () => {
    renderAt(<HistoryList history={history([mailed, failed, summary(readImport)])} pending={false} error={null} onPage={() => {}} />);
    const rows = within(screen.getByRole('list', { name: 'Imported e-mails' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Out of office: back MondayFrom nikos@brokers.exampleBy e-mail to the import address · 27 Nov 2026, 10:15 UTC' +
        'Nothing to importNothing to import: this e-mail holds no open positions or cargo orders',
      '(no subject)From Unknown senderUploaded (broken.eml) by Elena Marchetti · 27 Nov 2026, 09:40 UTCFailedThis e-mail could not be read.',
      'Open tonnage + cargoFrom Aegean Chartering <ops@aegean-chartering.example>Pasted by Elena Marchetti · 27 Nov 2026, 08:05 UTC' +
        'Read1 position, 1 cargo order',
    ]);
    expect(within(rows[2]).getByRole('link', { name: 'Open tonnage + cargo' })).toHaveAttribute('href', `/app/import/${readImport.id}`);
    expect(within(rows[1]).getByRole('link', { name: '(no subject)' })).toHaveAttribute('href', `/app/import/${failed.id}`);
  });

  it('says what went out: all drafts published, some, and a notice about a long e-mail', () => {
    const all: ImportSummary = { ...summary(readImport), publishedCount: 2 };
    const some: ImportSummary = {
      ...summary(readImport),
      id: '2d1e2f3a-4b5c-4d6e-8f7a-1b2c3d4e5f62',
      publishedCount: 1,
      notice: 'Read the first 2,000 lines of this e-mail (200,000 characters at most); the rest of it was not read.',
    };
    renderAt(<HistoryList history={history([all, some])} pending={false} error={null} onPage={() => {}} />);
    const rows = within(screen.getByRole('list', { name: 'Imported e-mails' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Published1 position, 1 cargo order, all published');
    expect(rows[1]).toHaveTextContent(
      '27 Nov 2026, 08:05 UTCRead the first 2,000 lines of this e-mail (200,000 characters at most); the rest of it was not read.' +
        'Read1 position, 1 cargo order, 1 published',
    );
  });

  it('pages through the history', async () => {
    const pages: number[] = [];
    renderAt(<HistoryList history={history([summary(readImport)], 45, 2)} pending={false} error={null} onPage={(p) => pages.push(p)} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('21–40 of 45');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(pages).toEqual([3, 1]);
  });

  it('says how to start when nothing was imported, and says so plainly when the history cannot load', () => {
    const view = renderAt(<HistoryList history={history([])} pending={false} error={null} onPage={() => {}} />);
    expect(screen.getByText('No e-mails imported yet')).toBeVisible();
    expect(screen.getByText(/forward it to your import address: every ship open and every cargo order in it becomes a draft/)).toBeVisible();
    view.unmount();
    renderAt(<HistoryList history={undefined} pending={false} error={new Error('Fairlead cannot be reached.')} onPage={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The import history could not be loaded: Fairlead cannot be reached.');
  });
});
