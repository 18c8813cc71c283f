/**
 * The broker-circular parser: one raw e-mail → its positions and cargo orders in the corpus schema
 * (corpus/README.md). Pure and deterministic: no network, no model, no clock (the reference date is
 * the e-mail's Date header, else the date it was received).
 */
import { readCargo } from './cargo';
import { isExcluded, isReport, kindOf } from './kind';
import { readListWide } from './list-wide';
import { readMail, type MailText } from './mail';
import { readDwt, readLooseDwt, readPosition } from './position';
import { segment } from './segment';
import { cleanLines } from './text-clean';
import { blockRows, locateSources, type ReadPass } from './sources';
import type { Block, CargoReading, CircularReading, ListWide, PositionReading } from './types';
import type { CircularRead } from '../../../../common/imports/reading';
import { MAX_READ_CHARS, MAX_READ_LINES } from '../../../../common/imports/schemas';

export type { CircularReading, PositionReading, CargoReading } from './types';
export type { CircularRead, CircularSources } from '../../../../common/imports/reading';

const VESSEL_PREFIX = /^\s*(?:\W*\d{0,2}\W*\s*)?(?:m\/?v|m\.v\.|m\/t|vsl\s*:\s*(?:mv\s+)?)\s*\S/i;

/** What a block can be: a table's columns decide, else its text (a deadweight or a vessel prefix is a ship). */
function blockKind(block: Block): 'position' | 'cargo' {
  const c = block.cells;
  if (c) return c.vessel !== undefined || c.dwt !== undefined ? 'position' : 'cargo';
  const text = block.lines.join('\n');
  const ship = readDwt(text) !== null || VESSEL_PREFIX.test(block.lines[0]) || (/\bopen\b/i.test(text) && readLooseDwt(text) !== null);
  return ship ? 'position' : 'cargo';
}

/**
 * A single-ship offer often gives the name and open line, then the particulars as a bulleted paragraph
 * (`MV X - OPEN HAIPHONG 5-8 DEC` / `- IMO ...` / `- 34,420 MT DWT`): one ship, so the two blocks are joined.
 */
function mergeParticulars(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out.at(-1);
    if (
      prev &&
      !prev.cells &&
      !b.cells &&
      VESSEL_PREFIX.test(prev.lines[0]) &&
      readDwt(prev.lines.join('\n')) === null &&
      /^\s*[-–*•]\s/.test(b.lines[0]) &&
      readDwt(b.lines.join('\n')) !== null
    ) {
      out[out.length - 1] = { ...prev, lines: [...prev.lines, ...b.lines] };
      continue;
    }
    out.push(b);
  }
  return out;
}

/**
 * A listing quoted again below a reply or forward (`> MV X ...` under the sender's own copy) counts once
 * (README 1): the first reading of the same ship at the same place, or of the same order, is kept.
 */
function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const NO_WIDE: ListWide = { gear: null, flag: null, operator: null, tanker: false };

/**
 * The most of an e-mail's text that is read: its first MAX_READ_LINES lines, and at most MAX_READ_CHARS characters
 * (cut at a line's end when there is one). A real circular is tens of KB and a few hundred lines; reading is close to
 * linear but costs about 0.1 ms a line, so a 10 MB body of 170,000 ships would hold a server for many seconds. The
 * caller tells the member the rest was not read (readableText's `cut`).
 */
export { MAX_READ_CHARS, MAX_READ_LINES };

/** The part of `text` the parser reads, and whether anything past it was left unread. */
export function readableText(text: string): { text: string; cut: boolean } {
  let end = Math.min(text.length, MAX_READ_CHARS);
  let byLines = false;
  let newlines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    if (++newlines === MAX_READ_LINES) {
      end = i;
      byLines = true;
      break;
    }
  }
  if (!byLines && end < text.length) {
    // Cut by characters: at the end of the last whole line, unless one line alone is longer than the limit.
    const lastLine = text.lastIndexOf('\n', end - 1);
    if (lastLine > 0) end = lastLine;
  }
  if (end >= text.length) return { text, cut: false };
  // Blank lines past the limit are nothing left unread.
  return { text: text.slice(0, end), cut: /\S/.test(text.slice(end)) };
}

/** Options of a reading: the received date (when the e-mail has no Date header), and the mail when the caller already read it. */
export type ReadOptions = { receivedDate?: string; mail?: MailText };

async function readPass(raw: Buffer | string, opts: ReadOptions, track: boolean): Promise<ReadPass> {
  // The caller that already parsed the MIME (to store the subject and sender) hands it over: a 10 MB message is parsed once.
  const whole = opts.mail ?? (await readMail(raw));
  const mail = { ...whole, text: readableText(whole.text).text };
  const ref = mail.referenceDate ?? opts.receivedDate ?? null;
  // Where each cleaned line came from, kept only when the caller wants sources: parseCircular stays as cheap as it was.
  const origin: number[] | undefined = track ? [] : undefined;
  const lines = cleanLines(mail.text, origin);
  const firstLines = lines.filter((l) => l.trim()).slice(0, 3);
  const nothing = (): ReadPass => ({
    reading: { kind: 'none', positions: [], cargoes: [] },
    text: mail.text,
    ref,
    refFromHeader: mail.referenceDate !== null,
    wide: NO_WIDE,
    positionBlocks: [],
    cargoBlocks: [],
    rows: new Map(),
  });
  if (isReport(mail.subject, firstLines)) return nothing();
  const { blocks: segmented, statements } = segment(lines);
  const blocks = mergeParticulars(segmented);
  const positions: Array<{ reading: PositionReading; block: Block }> = [];
  const cargoes: Array<{ reading: CargoReading; block: Block }> = [];
  const nonItems = [...statements];
  // First pass: what each block is. A block that looks like a ship's but reads as none (`suitable for 50-60k
  // dwt`) may still be an order. Blocks that are neither hold the list-wide statements.
  const items: Array<{ block: Block; cargo: CargoReading | null }> = [];
  for (const block of blocks) {
    const ship = blockKind(block) === 'position' && readPosition(block, NO_WIDE, ref) !== null;
    const cargo = ship ? null : readCargo(block, ref);
    if (ship || cargo) items.push({ block, cargo });
    else nonItems.push(...block.lines);
  }
  // A statement for the whole list may also sit on a line of an item's paragraph (`All vsls gearless`).
  for (const { block } of items) for (const l of block.lines) if (/^\W*all\s/i.test(l)) nonItems.push(l);
  const wide = readListWide(mail.subject, nonItems, mail.text);
  for (const { block, cargo } of items) {
    if (isExcluded(block.lines.join(' '))) continue;
    if (cargo) cargoes.push({ reading: cargo, block });
    else positions.push({ reading: readPosition(block, wide, ref)!, block });
  }
  const uniquePositions = dedupe(positions, ({ reading: p }) =>
    p.vessel_name ? `${p.vessel_name}|${p.open_port ?? p.open_area ?? ''}` : JSON.stringify(p),
  );
  const uniqueCargoes = dedupe(cargoes, ({ reading: c }) => JSON.stringify(c));
  return {
    reading: {
      kind: kindOf(uniquePositions.length, uniqueCargoes.length),
      positions: uniquePositions.map((p) => p.reading),
      cargoes: uniqueCargoes.map((c) => c.reading),
    },
    text: mail.text,
    ref,
    refFromHeader: mail.referenceDate !== null,
    wide,
    positionBlocks: uniquePositions.map((p) => p.block),
    cargoBlocks: uniqueCargoes.map((c) => c.block),
    rows: origin ? blockRows(blocks, lines, origin) : new Map(),
  };
}

/** Reads one raw e-mail into the circular's items. */
export async function parseCircular(raw: Buffer | string, opts: ReadOptions = {}): Promise<CircularReading> {
  return (await readPass(raw, opts, false)).reading;
}

/**
 * Reads one raw e-mail for review: the same reading as parseCircular, the text it was read from, and for
 * each item where in that text each field was read and which fields are uncertain (sources.ts).
 */
export async function readCircular(raw: Buffer | string, opts: ReadOptions = {}): Promise<CircularRead> {
  const pass = await readPass(raw, opts, true);
  const sources = locateSources(pass);
  return { reading: pass.reading, text: pass.text, sources };
}
