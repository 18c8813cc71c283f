import { charterPartyForm, type PortNames } from '../../../common/charters/agreed-text';
import { termRows } from '../../../common/charters/term-rows';
import type { ContractContent } from '../../../common/contracts/schemas';
import { countryName } from '../../../common/vessels/identifiers';

/**
 * What the PDF prints of a signature. No IP address or user agent: the PDF is the counterparty's copy, and those
 * are personal data kept in the evidence record for admins (decision 016).
 */
export type SignatureEvidence = {
  party: 'owner' | 'charterer';
  company: string;
  signerName: string;
  signedAt: Date;
  versionHash: string;
  consentText: string;
};

const NAVY = '#0b2545';
const GREY = '#475569';
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A version of the charter party as a PDF: title page with both companies, the ship and the terms, the clauses, the
 * signature page, and, once sealed, a certificate page with the evidence of both signatures. Every page prints the
 * version and its SHA-256. The same version renders to the same bytes (the document's dates are the version's),
 * so a PDF's own hash identifies it too.
 */
export async function renderContractPdf(
  c: ContractContent,
  hash: string,
  at: Date,
  signatures: SignatureEvidence[],
  sealed: boolean,
  portNames?: PortNames,
): Promise<Buffer> {
  // pdfkit is loaded with the first PDF, not at every start: it is a noticeable part of a start (#31).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 72, left: 60, right: 60 },
    bufferPages: true,
    info: {
      Title: `Charter party ${c.vessel.name} version ${c.version}`,
      Author: 'Fairlead',
      Subject: `SHA-256 ${hash}`,
      CreationDate: at,
      ModDate: at,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 120;

  // Title page
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(24).text('Charter party', { align: 'left' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GREY)
    .text(`${c.terms.charterType === 'voyage' ? 'Voyage charter' : 'Time charter'} on ${charterPartyForm(c.terms)} · version ${c.version}`);
  doc.moveDown(1.2);
  const pair = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(label.toUpperCase(), { continued: false });
    doc.font('Helvetica').fontSize(12).fillColor('black').text(value).moveDown(0.6);
  };
  pair('Owners', c.owner.company);
  pair('Charterers', c.charterer.company);
  pair(
    'Vessel',
    [
      c.vessel.name,
      c.vessel.imo ? `IMO ${c.vessel.imo}` : null,
      c.vessel.flag ? `${countryName(c.vessel.flag)} flag` : null,
      c.vessel.deadweightT ? `${c.vessel.deadweightT.toLocaleString('en-GB')} mt dwt` : null,
    ]
      .filter(Boolean)
      .join(', '),
  );
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text('Main terms').moveDown(0.4);
  for (const row of termRows(c.terms, portNames)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(GREY).text(row.label, 60, y, { width: 150 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor('black')
      .text(row.value, 220, y, { width: width - 160 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
    doc.x = 60;
  }

  // Clauses
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text('Clauses').moveDown(0.6);
  c.clauses.forEach((clause, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(NAVY)
      .text(`${i + 1}. ${clause.title}${clause.rider ? ' (rider)' : ''}`, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('black').text(clause.body, { width, align: 'justify', lineGap: 1.5 }).moveDown(0.8);
  });

  // Signatures
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text('Signatures').moveDown(0.4);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(`Signed electronically on Fairlead. Each signature applies to version ${c.version} exactly, identified by its SHA-256 below.`, { width })
    .moveDown(1);
  for (const party of ['owner', 'charterer'] as const) {
    const s = signatures.find((x) => x.party === party);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('black')
      .text(`For the ${party === 'owner' ? 'Owners' : 'Charterers'}: ${party === 'owner' ? c.owner.company : c.charterer.company}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(s ? 'black' : GREY)
      .text(s ? `Signed by ${s.signerName} of ${s.company} on ${utc(s.signedAt)}` : 'Not signed');
    if (s) doc.font('Courier').fontSize(8.5).fillColor(GREY).text(`SHA-256 signed: ${s.versionHash}`, { width });
    doc.moveDown(1.2);
  }

  // Certificate
  if (sealed) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text('Certificate of signature').moveDown(0.4);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('black')
      .text(
        `Both parties signed version ${c.version} of this charter party on Fairlead, which sealed it: it can no longer change. Anyone holding this PDF can check it at Fairlead's /verify page, by the file or by the SHA-256 below.`,
        { width },
      )
      .moveDown(0.6)
      .font('Courier')
      .fontSize(9)
      .text(`SHA-256 of version ${c.version}: ${hash}`, { width })
      .moveDown(1);
    for (const s of [...signatures].sort((a, b) => (a.party === b.party ? 0 : a.party === 'owner' ? -1 : 1))) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(NAVY)
        .text(`${s.party === 'owner' ? 'Owners' : 'Charterers'}: ${s.company}`)
        .moveDown(0.2);
      doc.font('Helvetica').fontSize(9.5).fillColor('black');
      for (const [k, v] of [
        ['Signer', s.signerName],
        ['Company', s.company],
        ['Signed at', utc(s.signedAt)],
        ['Version hash', s.versionHash],
      ]) {
        doc.text(`${k}: ${v}`, { width });
      }
      doc.moveDown(0.2).fillColor(GREY).text(`Consent confirmed: “${s.consentText}”`, { width }).moveDown(1);
    }
    doc
      .fillColor(GREY)
      .fontSize(9)
      .text(
        'The full evidence of each signature (including the network address and browser it came from) is kept by Fairlead and available to a tribunal or to either party on request.',
        { width },
      );
  }

  // Every page: the version and its hash, and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // the footer sits in the margin: no page break for it
    const bottom = doc.page.height - 48;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(`Fairlead charter party · version ${c.version} · SHA-256 ${hash} · page ${i + 1} of ${range.count}`, 60, bottom, {
        width,
        align: 'center',
        lineBreak: false,
        height: 12,
      });
  }
  doc.end();
  return done;
}
