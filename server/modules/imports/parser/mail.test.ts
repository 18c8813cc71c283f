import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMail } from './mail';

const dev = join(import.meta.dirname, 'corpus', 'dev');
const devMail = (number: string) => readMail(readFileSync(join(dev, `${number}.eml`)));
const linesOf = (text: string) => text.split('\n');

// For each development e-mail: the calendar date of its Date header as written, its subject, and one
// listing line read off the .eml by hand that the text must hold exactly as a line.
const corpus: [number: string, referenceDate: string, subject: string, line: string][] = [
  ['001', '2026-11-23', 'HARBOURLINE // SUPRA-ULTRA OPEN TONNAGE // PACIFIC + INDIA // 23 NOV',
    'MV IONIAN WREN         63,450 DWT  BLT 2019 JAPAN    MI FLAG   4x30T CR / 4x12CBM GRABS'],
  ['002', '2026-11-24', 'KESTREL - FIRM CARGO ORDERS MED/BSEA - 24/11', '   L/D: 10,000 MT PWWD SHINC / 8,000 MT PWWD SHEX'],
  ['003', '2026-11-24', 'TAIHANG HOME TONNAGE - HANDY/SUPRA - N.CHINA/SE ASIA 24TH NOV',
    '1. MV HUA XIN 86 / 33,500DWT / BLT 2012 / CHN FLAG / CCS / 4X30T CR'],
  ['004', '2026-11-24', 'Nordvik KMX/PMX positions Atlantic - 24.11.2026',
    'LYSEFJORD           76,300   2009  LIB   ROTTERDAM         30/2 DEC      Hallvard Shipping'],
  ['005', '2026-11-25', 'OPEN POSITIONS // MED-BSEA // SMALL HANDY + COASTERS', '- 8,250 DWT ON 7.10M SSW, BLT 2007, ST.VINCENT FLAG'],
  ['006', '2026-11-25', 'Cargo enquiries ex India - pls offer suitable tonnage', 'Account       : Vindhya Cements Ltd'],
  ['007', '2026-11-25', 'MERIDIAN CLEAN POSITION LIST - SPORE / NORTH ASIA / WCI - 25-NOV-26',
    'HALCYON RAY       45,800  2008  FUJAIRAH        PPT     FO/VGO  (dirty)   Gulfline Shipping'],
  ['008', '2026-11-26', 'ATLAS - Cargo Orders - Week 48',
    '2 | Qamar Fertilizers | 30,000 mt 5% moloo urea in bulk | Ruwais | Paradip | mid Dec | 6,000 SHINC / 5,000 SHINC | USD 18 pmt | 2.5%'],
  ['009', '2026-11-26', 'PRC Handysize open list - Far East / Aussie', '* MIKAWA SPIRIT - 37,600 dwt / 2014 blt / Panama / 4x30.5t cranes'],
  ['010', '2026-11-26', 'FW: CGO - 70,000MT COAL EC AUS / CHINA - 10/19 DEC', '1sb Newcastle NSW / 1-2sb Fangcheng'],
  ['011', '2026-11-25', 're: vsl opening + cargo enqry', 'supramx bulkr , 57,300 dwt , built 2012 , flag panma'],
  ['012', '2026-11-27', 'Wessex Daily Dry - Fri 27 Nov - Tonnage & Cargoes', '(c) 3x 25,000 mt 10% chopt scrap HMS 1/2 80:20, Baltimore / Iskenderun,'],
  ['013', '2026-11-27', 'Lowlands Handy List 27/11/2026',
    'NOORDERZON          34,800  2015  NL    4x30t cr      ANTWERP          28-30/11       Zeeland Bulk'],
  ['014', '2026-11-30', 'CAPE MERIDIAN - CARGO ORDERS SAF - 30 NOV',
    '4/ ZAMBEZI GRAIN - 25K 10PCT MOLOO MAIZE - DURBAN / DJIBOUTI - EARLY JAN - 6,000 SHINC / 3,000 SHEX - USD 27 - 5PCT TTL'],
  ['015', '2026-12-01', 'STRAITLINE - CPP/DPP CARGOES EAST OF SUEZ - 01 DEC',
    'Kavir Trading   ULSD       35kt    SIKKA         JEBEL ALI       6-8/12     USD 390k LS    2.5%'],
  ['016', '2026-12-02', 'ULTRA/SUPRA PACIFIC - OWNERS TONNAGE & RELETS - 2 DEC', '4. TBN 58k Supra 2013 Jpn blt - open Philippines 10/15 Dec (relet)'],
  ['017', '2026-11-28', 'Wessex Weekly Fixture Review - w/e 27 Nov 2026',
    'Amber Kite         56,755   2011  Port Klang      25/27 Nov  China            $12,000     Sino Bulk'],
  ['018', '2026-11-28', 'QINGDAO PORT LINE-UP 28.11.2026 (DRY BULK)', 'QD-63  NORTH WIND 7      COAL          55,000    WAITING    ETA 30/11    --'],
  ['019', '2026-11-30', 'FW: MV ARCTIC SANDPIPER - OPEN HAIPHONG 5-8 DEC - FAR EAST SHORT TRIP', 'MV ARCTIC SANDPIPER - OPEN HAIPHONG 5-8 DEC 2026'],
  ['020', '2026-12-15', 'PLATENSE - ECSA grain/sugar orders Jan 2027', '3) Acct: Paraná Oleaginosas S.A.'],
  ['021', '2026-12-16', 'CAPES: 2 cargoes + open tonnage - 16.12',
    'TBN Newcastlemax 208,000 dwt 2019  WC Aus           early Jan    (relet ex Stellar Cape Pool)'],
  ['022', '2026-12-03', 'Thalassa Bulk - open tonnage 3/12', 'MV THALASSA DAWN - 81,900 dwt - 2017 blt - Greek flag - gearless'],
  ['023', '2026-12-04', 'L&C - cargo orders N.Europe/Baltic - 4th Dec', '* Acct Baltic Agro: abt 25,000 mt barley, 1-2 sb Gdansk / 1 sb Jeddah, laycan ppt,'],
  ['024', '2026-12-04', 'Elbe Project - MPP / tweendecker positions N.Europe',
    'Tweendecker 8,900 dwt / blt 2008 / Portugal (Madeira) flag / 2x40t cranes'],
]; // prettier-ignore

describe('readMail on the development corpus', () => {
  it('covers all 24 e-mails', () => {
    expect(corpus).toHaveLength(24);
  });

  it.each(corpus)('%s: date, subject and a listing line', async (number, referenceDate, subject, line) => {
    const mail = await devMail(number);
    expect(mail.referenceDate).toBe(referenceDate);
    expect(mail.subject).toBe(subject);
    expect(linesOf(mail.text)).toContain(line);
    expect(mail.text).not.toContain('\r');
  });

  it('reads the sender and the Message-ID as written', async () => {
    const mail = await devMail('003');
    expect(mail.from).toEqual({ name: 'Taihang Maritime Chartering', address: 'chartering@taihang-maritime.example.com' });
    expect(mail.messageId).toBe('<20261124.EC7BF6E22F50@taihang-maritime.example.com>');
  });

  it('008: the HTML-only table comes out one row per line, cells in order, after its header row', async () => {
    const lines = linesOf((await devMail('008')).text);
    const header = lines.indexOf('# | Charterer | Cargo / Qty | Load | Discharge | Laycan | Terms | Frt idea | Comm');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(lines.slice(header + 1, header + 5)).toEqual([
      '1 | Gulf Aggregates FZE | 55,000 mt 10% moloo limestone | Fujairah | Chittagong | 3-10 Dec | 25,000 SHINC / 8,000 SHEX | USD 9.75 pmt | 3.75%',
      '2 | Qamar Fertilizers | 30,000 mt 5% moloo urea in bulk | Ruwais | Paradip | mid Dec | 6,000 SHINC / 5,000 SHINC | USD 18 pmt | 2.5%',
      '3 | Hormuz Steel Trading | 40,000 mt 10% moloo iron ore pellets | Sohar | Qingdao | 20-30 Dec | 30,000 SHINC / 20,000 SHINC | TBA | 3.75%',
      '4 | Emirates Clinker LLC | 2 x 50,000 mt 10% moloo clinker | Ras al Khaimah | Chittagong / Mongla | Dec/Jan | TBA | - | 5%',
    ]);
    // The style sheet is not text; `&ndash;` is decoded.
    expect(lines).toContain('Note: order 4 is a COA enquiry – pls treat as indication only.');
    expect((await devMail('008')).text).not.toContain('font-family');
  });

  it('009: plain and HTML alternatives carry the same list; it is read once, from the plain part', async () => {
    const text = (await devMail('009')).text;
    for (const ship of ['STELLA AUSTRALIS', 'MIKAWA SPIRIT', 'GREY FALCON']) {
      expect(text.split(ship)).toHaveLength(2);
    }
    // Indented as in the text/plain part (the HTML one has a <br> and no indent there).
    expect(linesOf(text)).toContain('  open Port Kembla 4-6 Dec - Owners: Austral Handy Pool');
    expect(text).not.toContain('<');
  });

  it('010 and 019: the forwarded message below -----Original Message----- is kept', async () => {
    const forwarded = linesOf((await devMail('010')).text);
    expect(forwarded).toContain('-----Original Message-----');
    expect(forwarded).toContain('Acct: Hunan Energy Imports (HK) Ltd');
    expect(linesOf((await devMail('019')).text)).toContain('- IMO 9581332');
  });

  it('011: the quoted request below the reply keeps its > quoting', async () => {
    expect(linesOf((await devMail('011')).text)).toContain('> Dear Sanjay, pls send ur open ships and any cargoes for ECI. Tks');
  });

  it('013: CRLF line endings become \\n and the column alignment is kept', async () => {
    const lines = linesOf((await devMail('013')).text);
    expect(lines).toContain('SCHELDE TRADER      28,350  2006  ATG   4x30t cr      GHENT            ppt            Zeeland Bulk');
  });

  it('020: quoted-printable UTF-8 accents are decoded', async () => {
    expect(linesOf((await devMail('020')).text)).toContain('Martín Echeverría-Ross');
  });

  it('022: the base64 text/plain part inside multipart/mixed is decoded', async () => {
    const lines = linesOf((await devMail('022')).text);
    expect(lines).toContain('Owners: Thalassa Bulk S.A. - all vessels below are owned and operated by us.');
    expect(lines).toContain('   open Piraeus spot');
  });
});

describe('readMail headers', () => {
  const withDate = (date: string) => `Subject: x\r\nDate: ${date}\r\n\r\nbody\r\n`;

  it("takes the Date header's calendar date in its own offset, not in UTC", async () => {
    // 07:05 at +0900 is 22:05 on 29 November in UTC.
    expect((await readMail(withDate('Mon, 30 Nov 2026 07:05 +0900'))).referenceDate).toBe('2026-11-30');
    // 20:30 at -0500 is 01:30 on 1 December in UTC.
    expect((await readMail(withDate('Mon, 30 Nov 2026 20:30:00 -0500'))).referenceDate).toBe('2026-11-30');
  });

  it('reads a Date header folded over two lines', async () => {
    expect((await readMail('Subject: x\r\nDate: Mon,\r\n 30 Nov 2026 07:05 +0900\r\n\r\nbody\r\n')).referenceDate).toBe('2026-11-30');
  });

  it('gives a null reference date when the Date header is missing or not a date', async () => {
    expect((await readMail('Subject: x\n\nbody\n')).referenceDate).toBeNull();
    expect((await readMail(withDate('sometime next week'))).referenceDate).toBeNull();
    expect((await readMail(withDate('Mon, 31 Nov 2026 07:05 +0900'))).referenceDate).toBeNull();
  });

  it('decodes encoded-word subjects and sender names', async () => {
    const mail = await readMail('From: =?UTF-8?Q?Mart=C3=ADn_Echeverr=C3=ADa?= <m@example.com>\nSubject: =?UTF-8?B?w5NSREVORVMgLSBFQ1NB?=\n\nx\n');
    expect(mail.subject).toBe('ÓRDENES - ECSA');
    expect(mail.from).toEqual({ name: 'Martín Echeverría', address: 'm@example.com' });
  });

  it('gives empty and null fields for a message with no headers at all', async () => {
    expect(await readMail('')).toEqual({
      subject: '',
      from: { name: null, address: null },
      messageId: null,
      referenceDate: null,
      text: '',
    });
  });
});
