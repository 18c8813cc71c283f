import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { vesselTypes } from './vessel-status';
import { vesselInputSchema, vesselSearchSchema } from './schemas';
import { blockInputSchema, blockSchema } from './blocks';
import { pictureSchema } from './picture';
import { heldStates, openPositionsQuerySchema } from './availability';
import { vesselPositionSchema } from './particulars';
import { shipDocumentsSchema } from './certificates';
import { fleetEndpoint, vesselParticularsSchema } from './fleet-api';

export { fleetEndpoint, fleetVesselSchema, vesselParticularsSchema, type FleetVessel, type VesselParticulars } from './fleet-api';

const vesselParams = z.object({ id: z.uuid({ error: 'Vessel not found' }) });
const editors = ['owner', 'admin'] as const;

/** A photo: a picture (its original's width and height, AVIF/WebP variants) with its id and a 3:2 thumbnail (`thumbUrl`). */
export const photoSchema = pictureSchema.extend({ id: z.uuid(), thumbUrl: z.string() });
export type Photo = z.infer<typeof photoSchema>;

/** One vessel in search results: what a card shows. */
export const vesselSearchResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(vesselTypes),
  imo: z.string().nullable(),
  flag: z.string().nullable(),
  buildYear: z.number().int(),
  lengthM: z.number(),
  deadweightT: z.number().nullable(),
  capacity: z.number(),
  openPort: z.string().nullable(),
  openPortName: z.string().nullable(),
  openPortCountry: z.string().nullable(),
  openDate: z.string().nullable(),
  ratePerDay: z.number().int().nullable(),
  rateCurrency: z.string(),
  charterTypes: z.array(z.string()),
  status: z.string(),
  ownerCompany: z.string(),
  ownerVerified: z.boolean(),
  /** The owner's company page (/companies/:id) and its published rating (#29). */
  ownerId: z.string(),
  ownerRatingAverage: z.number().nullable(),
  ownerRatingCount: z.number().int(),
  photo: z.string().nullable(),
  /** Today is held by a deal on subjects, a fixture or a block: the card does not call the ship available. */
  heldToday: z.boolean(),
  /** The first photo with its variants, for a `<picture>`; `photo` is its 480×320 thumbnail. */
  picture: pictureSchema.nullable(),
  /** Every required certificate is verified and unexpired today (#29), as on the ship's page. */
  documentsVerified: z.boolean(),
});
export type VesselSearchResult = z.infer<typeof vesselSearchResultSchema>;
export const searchPageSchema = z.object({
  items: z.array(vesselSearchResultSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const vesselPageSchema = z.object({
  vessel: vesselParticularsSchema.extend({
    openPortName: z.string().nullable(),
    openPortCountry: z.string().nullable(),
    openPortLat: z.number().nullable(),
    openPortLon: z.number().nullable(),
  }),
  owner: z.object({ id: z.string(), company: z.string(), verified: z.boolean(), memberSince: z.string() }),
  photos: z.array(photoSchema),
  /** Held dates from today on: `unavailable` to the public, the deal stage holding them to the owner and admins. */
  booked: z.array(z.object({ start: z.string(), end: z.string(), state: z.enum(heldStates) })),
  /** Today is held (a deal on subjects, a fixture, a block): the ship is not available now, whatever its listed status. */
  heldToday: z.boolean(),
  visibility: z.object({ public: z.boolean(), hiddenReasons: z.array(z.string()) }),
  canEdit: z.boolean(),
  /** The owner's blocked dates with their reasons: for the owner and admins only (others see them as booked). */
  blocks: z.array(blockSchema),
  /** Whether the viewer may send an enquiry: allowed, or what stands in the way. */
  enquiry: z.enum(['allowed', 'sign-in', 'unverified', 'own-ship', 'not-charterer']),
  /** The verified certificates, which and until when (#29): the "Documents verified" mark. Never a link to a file. */
  documents: shipDocumentsSchema,
});
export type VesselPageData = z.infer<typeof vesselPageSchema>;

/**
 * A place on the map where public ships are open: a port, or a region (#27). A region has no position of its own:
 * it is drawn at its reference port's, and named as the region ("US Gulf"), never as that port.
 */
export const openPositionSchema = z.object({
  /** The port's UN/LOCODE, or the region's code ("USG"): what the search's open port filter takes. */
  locode: z.string(),
  /** True for ships open in a region (anywhere in it) rather than at a port. */
  region: z.boolean(),
  /** The port's name, or the region's ("US Gulf"). */
  name: z.string(),
  /** The port's country; null for a region. */
  country: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  vessels: z.number().int(),
});
export type OpenPosition = z.infer<typeof openPositionSchema>;

/** A photo's id, then nothing (the photo as first stored), `-thumb`, or `-<width>` (a variant), then the format. */
const photoFilePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-[1-9][0-9]{1,3})?\.(webp|avif|jpg|png)$/;

const vesselAnswer = z.object({ vessel: vesselParticularsSchema });

export const vesselsApi = {
  search: endpoint({
    method: 'get',
    path: '/api/vessels',
    operationId: 'searchVessels',
    tag: 'Vessels',
    access: 'public',
    summary: 'Search public vessels by type, size, port or country, free dates, charter type and rate',
    description: 'Twelve a page. A vessel with a pending, confirmed or active charter overlapping `from`–`to` is left out.',
    query: vesselSearchSchema,
    ok: { status: 200, schema: searchPageSchema },
  }),
  openPositions: endpoint({
    method: 'get',
    path: '/api/vessels/open-positions',
    operationId: 'openPositions',
    tag: 'Vessels',
    access: 'public',
    summary: 'Public vessels grouped by open port or region, for the map',
    ok: { status: 200, schema: z.object({ ports: z.array(openPositionSchema) }) },
    description:
      'With `from`–`to`, a vessel held on any of those days (on subjects, fixed or blocked) is left out, as in the search; without dates, a vessel held today (UTC) is.',
    query: openPositionsQuerySchema,
  }),
  page: endpoint({
    method: 'get',
    path: '/api/vessels/{id}',
    operationId: 'getVessel',
    tag: 'Vessels',
    access: 'public',
    summary: 'A vessel’s page: particulars, photos, booked dates',
    description: 'A hidden vessel (unverified owner, suspended, archived, uninsured) exists only for its owner and admins.',
    params: vesselParams,
    ok: { status: 200, schema: vesselPageSchema },
  }),
  fleet: fleetEndpoint,
  create: endpoint({
    method: 'post',
    path: '/api/vessels',
    operationId: 'createVessel',
    tag: 'Vessels',
    access: ['owner'],
    summary: 'List a vessel',
    body: vesselInputSchema.meta({
      example: {
        name: 'Pacific Venture',
        imo: '9471238',
        mmsi: '636012345',
        callSign: 'D5AB7',
        flag: 'LR',
        type: 'bulkCarrier',
        buildYear: 2015,
        lengthM: 189.99,
        beamM: 32.26,
        draughtM: 12.8,
        deadweightT: 58000,
        capacity: 72000,
        classSociety: 'Nippon Kaiji Kyokai',
        piClub: 'Japan P&I Club',
        piExpiry: '2027-02-20',
        openPort: 'SGSIN',
        openDate: '2027-01-10',
        charterTypes: ['voyage', 'time'],
        rateUsdPerDay: 16750,
        description: 'Supramax, 4 x 30 t cranes with grabs.',
      },
    }),
    ok: { status: 201, schema: vesselAnswer },
    errors: [409],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/vessels/{id}',
    operationId: 'updateVessel',
    tag: 'Vessels',
    access: editors,
    summary: 'Change a vessel’s particulars (its owner or an admin)',
    params: vesselParams,
    body: vesselInputSchema,
    ok: { status: 200, schema: vesselAnswer },
    errors: [409],
  }),
  updatePosition: endpoint({
    method: 'put',
    path: '/api/vessels/{id}/position',
    operationId: 'updateVesselPosition',
    tag: 'Vessels',
    access: editors,
    summary: 'Say where and when the ship opens next, and the ranges preferred or excluded (its owner or an admin)',
    description:
      'The daily update, without the rest of the particulars: an open port (UN/LOCODE) or an open region (e.g. ECSA), never both, from `openDate` to `openDateTo`. The whole position is replaced: preferred and excluded regions left out become none.',
    params: vesselParams,
    body: vesselPositionSchema.meta({
      example: {
        openPort: '',
        openRegion: 'ECSA',
        openDate: '2027-01-10',
        openDateTo: '2027-01-15',
        preferredRegions: ['CJK'],
        excludedRegions: ['WAF'],
      },
    }),
    ok: { status: 200, schema: vesselAnswer },
  }),
  archive: endpoint({
    method: 'post',
    path: '/api/vessels/{id}/archive',
    operationId: 'archiveVessel',
    tag: 'Vessels',
    access: editors,
    summary: 'Take a vessel out of the fleet’s active list and off the market',
    params: vesselParams,
    ok: { status: 200, schema: vesselAnswer },
    description: 'Refused (409) when the vessel is already archived.',
    errors: [409],
  }),
  restore: endpoint({
    method: 'post',
    path: '/api/vessels/{id}/restore',
    operationId: 'restoreVessel',
    tag: 'Vessels',
    access: editors,
    summary: 'Bring an archived vessel back',
    params: vesselParams,
    ok: { status: 200, schema: vesselAnswer },
    description: 'Refused (409) when the vessel is not archived.',
    errors: [409],
  }),
  uploadPhoto: endpoint({
    method: 'post',
    path: '/api/vessels/{id}/photos',
    operationId: 'uploadVesselPhoto',
    tag: 'Vessels',
    access: editors,
    summary: 'Add a photo (multipart field `file`: JPEG, PNG or WebP by content, at most 10 MB, 12 a vessel)',
    params: vesselParams,
    ok: { status: 201, schema: z.object({ photo: photoSchema }) },
    errors: [400, 409, 413],
  }),
  deletePhoto: endpoint({
    method: 'delete',
    path: '/api/vessels/{id}/photos/{photoId}',
    operationId: 'deleteVesselPhoto',
    tag: 'Vessels',
    access: editors,
    summary: 'Remove a photo',
    params: z.object({ id: z.uuid({ error: 'Vessel not found' }), photoId: z.uuid({ error: 'Photo not found' }) }),
    ok: { status: 204 },
  }),
  addBlock: endpoint({
    method: 'post',
    path: '/api/vessels/{id}/blocks',
    operationId: 'blockVesselDates',
    tag: 'Vessels',
    access: editors,
    summary: 'Take dates off the market (dry-dock, maintenance, fixed elsewhere) with a note',
    description: 'Refused (409) over dates already held by a deal on subjects or a fixture.',
    params: vesselParams,
    body: blockInputSchema,
    ok: { status: 201, schema: z.object({ block: blockSchema }) },
    errors: [409],
  }),
  removeBlock: endpoint({
    method: 'delete',
    path: '/api/vessels/{id}/blocks/{blockId}',
    operationId: 'unblockVesselDates',
    tag: 'Vessels',
    access: editors,
    summary: 'Put blocked dates back on the market',
    params: z.object({ id: z.uuid({ error: 'Vessel not found' }), blockId: z.uuid({ error: 'Block not found' }) }),
    ok: { status: 204 },
  }),
  media: endpoint({
    method: 'get',
    path: '/api/media/vessels/{vesselId}/{file}',
    operationId: 'getVesselPhotoFile',
    tag: 'Vessels',
    access: 'public',
    summary:
      'A photo, one of its variants (AVIF, WebP, JPEG or PNG at a width) or its thumbnail; a hidden vessel’s photos only for its owner and admins',
    description: 'A file’s URL never changes content: a public vessel’s files may be cached for a year.',
    params: z.object({ vesselId: z.uuid({ error: 'Photo not found' }), file: z.string().regex(photoFilePattern, 'Photo not found') }),
    ok: { status: 200, file: 'image/*' },
  }),
};
