// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkDoneDialog } from './mark-done-dialog';

afterEach(cleanup);

type Mark = { file: File; statedAt: string; quantityT?: number };

function renderDialog(document: 'bill_of_lading' | 'delivery_certificate') {
  const marks: Mark[] = [];
  const title = document === 'bill_of_lading' ? 'Mark loading completed' : 'Mark the ship delivered';
  render(
    <MarkDoneDialog
      open
      onOpenChange={() => {}}
      title={title}
      label="Freight 95% on loading"
      document={document}
      autoReleaseDays={5}
      pending={false}
      error={null}
      onMark={(m) => marks.push(m)}
    />,
  );
  return { marks, title, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = () => new File(['%PDF-1.7'], 'bl.pdf', { type: 'application/pdf' });

describe('the mark-done dialog', () => {
  it('names what is missing in the API’s words and sends nothing, then marks with the instant and the tonnes', async () => {
    const { marks, title, user } = renderDialog('bill_of_lading');
    await screen.findByRole('dialog', { name: title });
    await user.click(screen.getByRole('button', { name: title }));
    expect(await screen.findByText('Attach the bill of lading as evidence')).toBeVisible();
    expect(screen.getByText('Give the time the document states')).toBeVisible();
    expect(screen.getByText('Give the quantity the bill of lading states, in whole tonnes')).toBeVisible();
    expect(marks).toEqual([]);

    const file = pdf();
    await user.upload(screen.getByLabelText('Bill of lading'), file);
    fireEvent.change(screen.getByLabelText('Date and time of shipment on the bill of lading'), { target: { value: '2026-12-28T10:30' } });
    await user.type(screen.getByLabelText('Quantity on the bill of lading (tonnes)'), '49,870');
    await user.click(screen.getByRole('button', { name: title }));
    await waitFor(() => expect(marks).toHaveLength(1));
    // The browser reads datetime-local as the viewer's own time.
    expect(marks).toEqual([{ file, statedAt: new Date(2026, 11, 28, 10, 30).toISOString(), quantityT: 49_870 }]);
  });

  it('refuses a quantity that is not whole tonnes; a delivery certificate asks for no quantity at all', async () => {
    const first = renderDialog('bill_of_lading');
    await screen.findByRole('dialog', { name: first.title });
    await first.user.type(screen.getByLabelText('Quantity on the bill of lading (tonnes)'), '49,870.5');
    await first.user.click(screen.getByRole('button', { name: first.title }));
    expect(await screen.findByText('Give the quantity the bill of lading states, in whole tonnes')).toBeVisible();
    cleanup();

    const { marks, title, user } = renderDialog('delivery_certificate');
    await screen.findByRole('dialog', { name: title });
    expect(screen.queryByLabelText('Quantity on the bill of lading (tonnes)')).toBeNull();
    const file = pdf();
    await user.upload(screen.getByLabelText('Delivery certificate'), file);
    fireEvent.change(screen.getByLabelText('Time of delivery on the certificate'), { target: { value: '2026-12-28T06:00' } });
    await user.click(screen.getByRole('button', { name: title }));
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks).toEqual([{ file, statedAt: new Date(2026, 11, 28, 6, 0).toISOString(), quantityT: undefined }]);
  });
});
