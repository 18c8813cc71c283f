import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT, maskContacts } from './mask';

const H = HIDDEN_CONTACT;

describe('contact details in messages before fixture', () => {
  it.each([
    ['Write to chartering@aegean-bulk.gr for the Q88', `Write to ${H} for the Q88`],
    ['Call me on +30 210 458 7700 tonight', `Call me on ${H} tonight`],
    ['Mobile 0044 7700 900123', `Mobile ${H}`],
    ['Ring 210-458-7700-12', `Ring ${H}`],
    ['Full description at https://aegean-bulk.gr/fleet/spirit', `Full description at ${H}`],
    ['see www.aegeanbulk.com or aegeanbulk.com/q88', `see ${H} or ${H}`],
    ['WhatsApp me at (210) 458 7700', `WhatsApp me at ${H}`],
  ])('hides %j', (input, expected) => {
    expect(maskContacts(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'IMO 9321483, MMSI 538006712, built 2012',
    'Laycan 3-7 March 2027, 50,000 t ± 10% MOLOO',
    'Freight USD 24.50 per tonne, demurrage USD 25,000 per day pro rata',
    'GENCON 1994, English law, London arbitration, e.g. clause 12',
    'Load rate 10,000 t per day SHINC, discharge 8,000 t',
  ])('leaves %j as written', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: false });
  });
});
