// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { readImport, readSources } from '../test-fixtures';
import { ReviewDrafts } from './review-drafts';

afterEach(cleanup);

const emailText = () => screen.getByLabelText('E-mail text');
const marked = () => emailText().querySelectorAll('mark');
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-xl') as HTMLElement;

describe('review: a field and where it came from', () => {
  it('marks the words a focused field was read from, and clears the mark on leaving it', async () => {
    renderAt(<ReviewDrafts imported={readImport} sources={readSources} role="owner" />);
    const user = userEvent.setup();
    expect(marked()).toHaveLength(0);

    await user.click(within(card('MV SEA ORCHID')).getByLabelText('Ship name'));
    expect([...marked()].map((m) => m.textContent)).toEqual(['SEA ORCHID']);
    // The text around the mark is still all there, as text.
    expect(emailText()).toHaveTextContent('MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC');

    await user.tab(); // IMO number: read from nowhere
    expect(marked()).toHaveLength(0);

    await user.hover(within(card('Cargo 1: 50,000 mt wheat')).getByLabelText('Quantity (mt)'));
    expect([...marked()].map((m) => m.textContent)).toEqual(['50,000 MT']);
    await user.unhover(within(card('Cargo 1: 50,000 mt wheat')).getByLabelText('Quantity (mt)'));
    expect(marked()).toHaveLength(0);
  });

  it('shows the e-mail’s markup as text, never as HTML', () => {
    const hostile = { ...readImport, text: '<img src=x onerror="alert(1)"><b>MV SEA ORCHID</b>', positions: [], cargoes: [] };
    renderAt(<ReviewDrafts imported={hostile} sources={null} role="owner" />);
    expect(emailText()).toHaveTextContent('<img src=x onerror="alert(1)"><b>MV SEA ORCHID</b>');
    expect(emailText().querySelector('img, b')).toBeNull();
    expect(screen.getByText('Where each field was read is not available for this e-mail.')).toBeVisible();
  });

  it('marks an uncertain field with an icon and its reason in words, tied to the input', () => {
    renderAt(<ReviewDrafts imported={readImport} sources={readSources} role="owner" />);
    const ship = card('MV SEA ORCHID');
    const type = within(ship).getByLabelText('Type and size (uncertain)');
    expect(type).toHaveValue('supramax');
    expect(type).toHaveAccessibleDescription('Check this: Read from “SUPRA”: a supramax by its size class supramax, panamax, tanker-mr …');
    expect(within(ship).getByText('1 field to check')).toBeVisible();
    // A field read plainly carries no mark.
    expect(within(ship).getByLabelText('Ship name')).not.toHaveAccessibleDescription();
    const cargo = card('Cargo 1: 50,000 mt wheat');
    expect(within(cargo).getByLabelText('Discharge region (uncertain)')).toHaveAccessibleDescription(
      'Check this: Read “CHINA” as CJK (China, Japan, Korea)',
    );
  });

  it('checks an edited field against the shared reading schema and says what is wrong', async () => {
    renderAt(<ReviewDrafts imported={readImport} sources={readSources} role="owner" />);
    const user = userEvent.setup();
    const ship = card('MV SEA ORCHID');
    const imo = within(ship).getByLabelText('IMO number');
    await user.type(imo, '93871');
    expect(imo).toHaveAccessibleDescription('IMO number must be 7 digits');
    await user.type(imo, '23');
    expect(imo).not.toHaveAccessibleDescription();
    const from = within(ship).getByLabelText('Open from');
    await user.clear(from);
    await user.type(from, '10 Dec');
    expect(from).toHaveAccessibleDescription('Open from must be a date (YYYY-MM-DD)');
    // The title follows the edited name.
    await user.clear(within(ship).getByLabelText('Ship name'));
    await user.type(within(ship).getByLabelText('Ship name'), 'SEA LOTUS');
    expect(screen.getByRole('heading', { name: 'MV SEA LOTUS' })).toBeVisible();
  });
});
