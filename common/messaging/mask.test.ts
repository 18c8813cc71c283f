import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT, maskContacts } from './mask';

const H = HIDDEN_CONTACT;
const ZW = '\u200b'; // zero-width space
const RLO = '\u202e'; // right-to-left override: what follows shows reversed
const PDF = '\u202c'; // its end
const wide = (s: string) => [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

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

// The security test's findings (#24): each disguise, written inside the same sentence, must be hidden whole.
const disguised: [string, string][] = [
  ['the words at and dot', 'name at gmail dot com'],
  ['bracketed [at] and [dot]', 'name [at] gmail [dot] com'],
  ['(at) without spaces', 'name(at)gmail.com'],
  ['(at) and (dot) with spaces', 'name (at) gmail (dot) com'],
  ['capitals AT and DOT', 'chartering AT aegean-bulk DOT gr'],
  ['{at} braces', 'name{at}aegean-bulk.gr'],
  ['spaces round @ and the dot', 'name @ gmail . com'],
  ['a mail provider without its ending', 'name at gmail'],
  ['full-width @ and letters', wide('name@gmail.com')],
  ['full-width @ only', 'name\uff20gmail.com'],
  ['mathematical bold letters', '𝐧𝐚𝐦𝐞@𝐠𝐦𝐚𝐢𝐥.𝐜𝐨𝐦'],
  ['zero-width spaces inside an address', `na${ZW}me@gm${ZW}ail${ZW}.com`],
  ['a Cyrillic а in an address', 'nаme@gmаil.com'],
  ['a mailbox in Greek letters', 'ναυτιλία@gmail.com'],
  ['a reversed address under a right-to-left override', `${RLO}moc.liamg@eman${PDF}`],
  ['bidi isolates round the @', 'name\u2066@\u2069gmail.com'],
  ['zero-width spaces inside a number', `+30 69${ZW}45 12${ZW}3 456`],
  ['full-width digits with a plus', wide('+30 6945 123 456')],
  ['full-width digits without a plus', wide('6945123456')],
  ['Arabic-Indic digits', '+٣٠ ٦٩٤٥ ١٢٣ ٤٥٦'],
  ['a letter O for a zero in the country code', '+3O 6945 123 456'],
  ['letters O and l for 0 and 1', 'O2lO 458 77OO'],
  ['"plus" spelt out', 'plus 30 694 512 3456'],
  ['whatsapp and a number', 'whatsapp: +30 694 512 3456'],
  ['WhatsApp and a bare number', 'WhatsApp 6945123456'],
  ['viber and a number', 'viber +30 694 512 3456'],
  ['telegram @handle', 'telegram @aegean_broker'],
  ['a handle on its own', '@aegeanbroker'],
  ['skype: live:name', 'skype: live:aegean.broker'],
  ['wechat id', 'wechat id: shipbroker88'],
  ['WeChat without "id"', 'WeChat: shipbroker_88'],
  ['wechat id without a colon', 'wechat id shipbroker'],
  ['a t.me link', 't.me/aegeanbroker'],
  ['a wa.me link', 'wa.me/306945123456'],
  ['hxxps://', 'hxxps://aegean-bulk.gr/fleet'],
  ['hxxp://', 'hxxp://aegean-bulk.gr'],
  ['a defanged scheme and dot', 'https[:]//aegean-bulk[.]gr'],
  ['www dot x dot com', 'www dot aegeanbulk dot com'],
  ['[.] in a host', 'aegeanbulk[.]com'],
  ['a host with a zero-width space', `aegean${ZW}bulk.${ZW}com`],
];

describe('disguised contact details (#24)', () => {
  it('has the table the issue asks for', () => expect(disguised.length).toBeGreaterThanOrEqual(30));

  it.each(disguised)('hides %s: %j', (_what, form) => {
    expect(maskContacts(`Reach me on ${form} today.`)).toEqual({ text: `Reach me on ${H} today.`, masked: true });
  });
});

// What the trade writes every day must pass untouched (#24: "keep the false positives low").
const plain: string[] = [
  'IMO 9321483',
  'MMSI 538006012',
  '50,000 mt 10% moloo',
  'laycan 12-18 March 2027',
  'USD 18,400/day',
  '3.75% adcom',
  'dates 2027-03-12',
  'laycan 2027-03-12 - 2027-03-18',
  'laycan 12/03/2027 - 18/03/2027',
  'DWT 81,600',
  'draft 14.2 m',
  'lat 37.94 N, lon 23.61 E',
  'Rouen/Alexandria',
  'Piraeus, Rotterdam, Santos, Qingdao, Port Said and St. Petersburg',
  'Quantity 50 000 - 55 000 mt',
  'Hire USD 18,400/day, 3.75% adcom, 1.25% brokerage',
  'Max LOA 229 m, beam 32.26 m, draft 14.2 m',
  'Speed 13.5 kn on 28 mt VLSFO',
  'Cargo: 50,000 mt wheat in bulk, SF 47 cbft/lt',
  'ETA Piraeus 12.03.2027 at 14:00 LT',
  'She is at anchor off Piraeus. No delays expected.',
  'We arrive at Rouen at 0800 and sail at noon.',
  'We can talk on WhatsApp tomorrow if that suits.',
  'Send me your whatsapp number please.',
  'See clause 38.1 at page 4 of the CP, e.g. the ice clause.',
  'Built 2012 at Oshima, class NK, P&I Gard, CO2 fitted, 5/5 holds.',
  'Thanks, we will revert at our earliest convenience. Best regards.',
  'Freight @ USD 24.50 pmt',
  'IMO/MMSI 9321483 / 538006012, call sign 9HA4321',
];

describe('trade figures and plain English (#24)', () => {
  it('has the table the issue asks for', () => expect(plain.length).toBeGreaterThanOrEqual(20));

  it.each(plain)('leaves %j as written', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});
