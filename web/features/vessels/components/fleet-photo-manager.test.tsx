// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { holdUploads } from '../../../test/xhr';
import type { Photo, VesselPageData } from '../api/types';
import { withoutMatchingParticulars } from '../../../test/vessel-particulars';
import VesselEditorPage from '../pages/vessel-editor';

const vesselId = '2f1c7a52-3c55-4d7e-9b1a-6a1d2b3c4d5e';
const photoPath = `/api/vessels/${vesselId}/photos`;
// The server's answers, as photo-service.ts words them.
const limitReached = 'A vessel can have at most 12 photos';
const notAPhoto = 'This file is not a photo: upload a JPEG, PNG or WebP image';

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

/** The owner's editor for a listed Supramax whose stored photos are `photos` at the time each read is answered. */
function openEditor(photos: Photo[]) {
  const page = (): VesselPageData => ({
    vessel: {
      id: vesselId,
      name: 'Pacific Venture',
      type: 'bulkCarrier',
      imo: '9471238',
      mmsi: '636012345',
      callSign: 'D5AB7',
      flag: 'LR',
      lengthM: 189.99,
      beamM: 32.26,
      draughtM: 12.8,
      deadweightT: 58000,
      capacity: 72000,
      buildYear: 2015,
      classSociety: 'Nippon Kaiji Kyokai',
      piClub: 'Japan P&I Club',
      piExpiry: '2099-02-20',
      openPort: 'SGSIN',
      openDate: '2027-01-10',
      ...withoutMatchingParticulars,
      charterTypes: ['voyage', 'time'],
      ratePerDay: 1_675_000,
      rateCurrency: 'USD',
      description: 'Supramax, 4 x 30 t cranes with grabs.',
      status: 'available',
      archived: false,
      createdAt: '2026-11-01T08:00:00.000Z',
      openPortName: 'Singapore',
      openPortCountry: 'Singapore',
      openPortLat: 1.26,
      openPortLon: 103.83,
    },
    owner: { id: 'owner-aegean', company: 'Aegean Bulk Carriers S.A.', verified: true, memberSince: '2026-01-01T00:00:00.000Z' },
    photos: [...photos],
    booked: [],
    visibility: { public: true, hiddenReasons: [] },
    canEdit: true,
    enquiry: 'own-ship',
    documents: { verified: false, certificates: [] },
    blocks: [],
    heldToday: false,
  });
  const reads = stubFetch((url) => (url === `/api/vessels/${vesselId}` ? { status: 200, body: page() } : { status: 200, body: { items: [] } }));
  const uploads = holdUploads();
  restore = uploads.restore;
  renderAt(<VesselEditorPage />, { path: '/owner/vessels/:id/edit', url: `/owner/vessels/${vesselId}/edit` });
  const pageReads = () => reads.filter((c) => c.url === `/api/vessels/${vesselId}`).length;
  return { uploads: uploads.requests, pageReads };
}

const photo = (n: number): Photo => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/media/${n}.webp`,
  thumbUrl: `/media/${n}-thumb.webp`,
  width: 1600,
  height: 1067,
  variants: [],
});
const jpeg = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const filesOf = (requests: { body: FormData }[]) => requests.map((r) => (r.body.get('file') as File).name);

describe('adding several photos at once', () => {
  it('takes two dropped files, shows each one’s progress, and the server’s own reason on the one it refuses', async () => {
    const stored: Photo[] = [];
    const { uploads, pageReads } = openEditor(stored);
    const zone = await screen.findByRole('button', { name: 'Add photos' });

    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(zone).toHaveAccessibleName('Drop to upload');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [jpeg('hull-port-side.jpg'), jpeg('cargo-hold-3.jpg')] } });
    expect(zone).not.toHaveAttribute('data-dragging');

    const rows = within(screen.getByRole('list', { name: 'Photo uploads' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(uploads).toHaveLength(2);
    expect(uploads.map((r) => [r.method, r.url])).toEqual([
      ['POST', photoPath],
      ['POST', photoPath],
    ]);
    expect(filesOf(uploads)).toEqual(['hull-port-side.jpg', 'cargo-hold-3.jpg']);

    await uploads[0].progress(1024, 2048);
    expect(within(rows[0]).getByRole('progressbar', { name: 'Upload of hull-port-side.jpg' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(rows[0]).getByText('50%')).toBeVisible();
    expect(within(rows[1]).getByRole('progressbar', { name: 'Upload of cargo-hold-3.jpg' })).toHaveAttribute('aria-valuenow', '0');

    await uploads[1].respond(409, { error: { code: 'conflict', message: limitReached, fields: { file: limitReached } } });
    expect(within(rows[1]).getByText(limitReached)).toBeVisible();
    expect(within(rows[1]).queryByRole('progressbar')).toBeNull();
    expect(pageReads(), 'no reload while a file is still on its way').toBe(1);

    stored.push(photo(1));
    await uploads[0].respond(201, { photo: photo(1) });
    expect(within(rows[0]).getByText('Done')).toBeVisible();
    expect(within(rows[0]).queryByText(limitReached)).toBeNull();
    // Both have finished: the vessel is read again and the stored photo shows in the list.
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/media/1-thumb.webp');
    expect(pageReads()).toBe(2);
  });

  it('sends two at a time from the picker, and refuses a file that is not a photo before sending it', async () => {
    const { uploads } = openEditor([]);
    await screen.findByRole('button', { name: 'Add photos' });
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(picker).toHaveAttribute('multiple');
    const files = [
      jpeg('bridge.jpg'),
      jpeg('deck.jpg'),
      new File(['%PDF-1.7'], 'class-certificate.pdf', { type: 'application/pdf' }),
      jpeg('engine-room.jpg'),
    ];
    await userEvent.setup({ applyAccept: false }).upload(picker, files);

    const rows = within(screen.getByRole('list', { name: 'Photo uploads' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]).getByText(notAPhoto)).toBeVisible();
    expect(filesOf(uploads), 'two on the wire, the others wait').toEqual(['bridge.jpg', 'deck.jpg']);
    expect(within(rows[3]).getByText('Waiting')).toBeVisible();

    await uploads[0].respond(201, { photo: photo(1) });
    expect(filesOf(uploads), 'a finished upload makes room for the next').toEqual(['bridge.jpg', 'deck.jpg', 'engine-room.jpg']);
    // Not JSON (a proxy's error page): the row still says why, in general terms.
    await uploads[1].respond(502);
    expect(within(rows[1]).getByText('Request failed (502)')).toBeVisible();
    await uploads[2].respond(400, { error: { code: 'validation', message: notAPhoto } });
    expect(within(rows[3]).getByText(notAPhoto)).toBeVisible();
    expect(screen.getByText('1 photo uploaded, 3 not uploaded')).toHaveAttribute('role', 'status');
  });
});
