import type { LaytimeView } from '../../../common/laytime/api';
import type { Counting } from '../../../common/laytime/compute';
import type { LaytimeTerms } from '../../../common/laytime/terms';
import { formatAmount } from '../../../common/payments/money';
import { durationText } from '../../../common/payments/redelivery';

/** Who agreed the sheet as it stands: the party, the person and when. */
export type SheetAgreement = { party: 'owner' | 'charterer'; name: string; at: Date };

/** What the laytime sheet's PDF prints: the laytime page's view, and who the deal is between. */
export type SheetDocument = {
  owner: string;
  charterer: string;
  vessel: string;
  /** The signed charter party's version and SHA-256; null before it is sealed (the sheet is then on the recap). */
  charterParty: { version: number; hash: string } | null;
  view: LaytimeView;
  agreements: SheetAgreement[];
  /** The round of agreement: 1, then one more each time both parties reopened the agreed sheet (decision 038). */
  round: number;
};

const NAVY = '#0b2545';
const GREY = '#475569';
const RED = '#b91c1c';
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const duration = (minutes: number) => durationText(Math.round(minutes));

const countingWords: Record<Counting, string> = {
  before: 'Before laytime',
  laytime: 'Counts (laytime)',
  excepted: 'Does not count',
  demurrage: 'On demurrage',
};

/** "Mon 2 Mar 2026, 08:00": an instant on the port's clock; the zone is printed once, above the port's periods. */
function portTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The terms the sheet was computed under, as lines "label: value". */
function termLines(t: LaytimeTerms, currency: string): [string, string][] {
  return [
    ['Laytime', `${t.regime}, excepted time ${t.excepted === 'unless_used' ? 'counts if used' : 'does not count even if used'}`],
    ['Weather', t.weatherWorkingDays ? 'Weather working days: rain during laytime does not count' : 'Rain counts as laytime'],
    ['Turn time', `${t.turnTimeHours} hours from the notice of readiness ${t.turnTimeFrom === 'tendered' ? 'tendered' : 'accepted'}`],
    ['Sooner commenced', t.soonerCommencedCounts ? 'Time counts from when work began, if before laytime starts' : 'Does not count'],
    ['Shifting', t.shiftingCounts ? 'Counts as laytime' : 'Does not count as laytime (counts on demurrage)'],
    ['Ports', t.reversible ? 'Reversible: one allowance for all ports' : 'Laytime per port'],
    ['Demurrage', `${formatAmount(t.demurragePerDay, currency)} per day, pro rata`],
    [
      'Despatch',
      `${formatAmount(t.despatchPerDay, currency)} per day on ${t.despatchOn === 'all_time_saved' ? 'all time saved' : 'working time saved'}`,
    ],
  ];
}

/**
 * The laytime sheet as a PDF, in the charter party PDF's fonts and colours (contracts/pdf.ts): who, the ship and the
 * signed charter party's SHA-256, the terms and their versions, each port call's periods on the port's clock with the
 * zone, the time allowed and used, the result in money, and who agreed it when, or DRAFT in red on every page until
 * both parties have. The same sheet and agreements render to the same bytes (the document's date is `at`).
 */
export async function renderSheetPdf(d: SheetDocument, at: Date): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // with the first sheet, not at every start (#31)
  const { view } = d;
  const agreed = view.agreement.agreed;
  const cpText = d.charterParty ? `Charter party version ${d.charterParty.version}, SHA-256 ${d.charterParty.hash}` : 'Charter party not yet signed';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 72, left: 60, right: 60 },
    bufferPages: true,
    info: { Title: `Laytime sheet ${d.vessel}`, Author: 'Fairlead', Subject: cpText, CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 120;
  // A row or a heading near the page's foot starts the next page: a label is never parted from its value.
  const room = (points: number) => {
    if (doc.y > doc.page.height - 72 - points) doc.addPage();
  };
  const heading = (text: string) => {
    room(90);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(text, 60).moveDown(0.3);
  };
  const row = (label: string, value: string) => {
    room(28);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(GREY).text(label, 60, y, { width: 130 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor('black')
      .text(value, 200, y, { width: width - 140 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
    doc.x = 60;
  };

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(24).text('Laytime sheet');
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GREY)
    .text(`${d.vessel} · ${d.owner} (owners) and ${d.charterer} (charterers)`, { width });
  doc.moveDown(0.6);
  if (agreed) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(NAVY).text('Agreed by both parties');
  } else {
    doc.font('Helvetica-Bold').fontSize(16).fillColor(RED).text('DRAFT — not agreed');
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text('Not both parties have agreed this sheet: it may still change, and nothing is settled on it.', { width });
  }
  doc.moveDown(0.4).font('Courier').fontSize(8.5).fillColor(GREY).text(cpText, { width });

  heading('Terms used');
  row('Terms version', view.termsVersion === 0 ? 'The charter party’s, with the usual defaults (no version saved)' : `Version ${view.termsVersion}`);
  for (const [label, value] of termLines(view.terms, view.currency)) row(label, value);
  for (const c of view.calls) {
    row(`Facts, ${c.call} port`, c.latest ? `Statement of facts version ${c.latest.version}` : 'Not recorded yet');
  }

  view.sheet?.ports.forEach((port, i) => {
    const timeZone = view.calls.filter((c) => c.latest)[i]?.latest?.timeZone ?? 'UTC';
    heading(port.port);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(`Times in ${timeZone.replace(/_/g, ' ')} (the port’s local time)`, 60);
    doc.moveDown(0.3);
    for (const p of port.periods) {
      room(36);
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('black')
        .text(`${portTime(p.from, timeZone)} – ${portTime(p.to, timeZone)}`, 60, y, { width: 190 });
      const left = doc.y;
      doc.font('Helvetica-Bold').text(countingWords[p.counting], 255, y, { width: 80 });
      const mid = doc.y;
      doc.font('Helvetica').text(`${duration(p.minutes)}: ${p.reason}`, 340, y, { width: width - 280 });
      doc.y = Math.max(doc.y, left, mid) + 3;
      doc.x = 60;
    }
    doc.moveDown(0.2);
    row('Laytime starts', portTime(port.laytimeStarts, timeZone));
    row('Time allowed', duration(port.allowedMinutes));
    row('Time used', duration(port.laytimeMinutes));
    row('On demurrage', duration(port.demurrageMinutes));
  });

  heading('Result');
  const s = view.sheet;
  if (s) {
    row('Time allowed', `${duration(s.allowedMinutes)}${s.reversible ? ' (reversible, all ports)' : ''}`);
    row('Time used', duration(s.laytimeMinutes));
    row('Time on demurrage', duration(s.demurrageMinutes));
    row('Time saved', duration(s.savedMinutes));
    row('Demurrage', `${formatAmount(s.demurrage, view.currency)}${s.demurrage > 0 ? ', owed by the charterers to the owners' : ''}`);
    row('Despatch', `${formatAmount(s.despatch, view.currency)}${s.despatch > 0 ? ', owed by the owners to the charterers' : ''}`);
  } else {
    row('Sheet', 'No statement of facts recorded yet');
  }

  heading('Agreement');
  if (d.round > 1) row('Round', `Round ${d.round}: both parties reopened the earlier agreed sheet`);
  for (const party of ['owner', 'charterer'] as const) {
    const a = d.agreements.find((x) => x.party === party);
    row(party === 'owner' ? 'Owners' : 'Charterers', a ? `Agreed by ${a.name} on ${utc(a.at)}` : 'Not agreed');
  }
  if (!agreed) doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).fillColor(RED).text('DRAFT — not agreed by both parties', 60);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // the footer sits in the margin: no page break for it
    const bottom = doc.page.height - 48;
    const status = agreed ? 'agreed' : 'DRAFT, not agreed';
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(agreed ? GREY : RED)
      .text(`Fairlead laytime sheet · ${d.vessel} · ${status} · page ${i + 1} of ${range.count}`, 60, bottom, {
        width,
        align: 'center',
        lineBreak: false,
        height: 12,
      });
  }
  doc.end();
  return done;
}
