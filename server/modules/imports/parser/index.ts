/**
 * The broker-circular parser: one raw e-mail → its positions and cargo orders in the corpus schema
 * (corpus/README.md). Pure and deterministic: no network, no model, no clock (the reference date is
 * the e-mail's Date header, else the date it was received).
 */
import { readCargo } from './cargo';
import { isExcluded, isReport, kindOf } from './kind';
import { readListWide } from './list-wide';
import { readMail } from './mail';
import { readDwt, readLooseDwt, readPosition } from './position';
import { segment } from './segment';
import { cleanLines } from './text-clean';
import type { Block, CargoReading, CircularReading, PositionReading } from './types';

export type { CircularReading, PositionReading, CargoReading } from './types';

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

/** Reads one raw e-mail into the circular's items. */
export async function parseCircular(raw: Buffer | string, opts: { receivedDate?: string } = {}): Promise<CircularReading> {
  const mail = await readMail(raw);
  const ref = mail.referenceDate ?? opts.receivedDate ?? null;
  const lines = cleanLines(mail.text);
  const firstLines = lines.filter((l) => l.trim()).slice(0, 3);
  if (isReport(mail.subject, firstLines)) return { kind: 'none', positions: [], cargoes: [] };
  const { blocks: segmented, statements } = segment(lines);
  const blocks = mergeParticulars(segmented);
  const positions: PositionReading[] = [];
  const cargoes: CargoReading[] = [];
  const nonItems = [...statements];
  const noWide = { gear: null, flag: null, operator: null, tanker: false };
  // First pass: what each block is. A block that looks like a ship's but reads as none (`suitable for 50-60k
  // dwt`) may still be an order. Blocks that are neither hold the list-wide statements.
  const items: Array<{ block: Block; cargo: CargoReading | null }> = [];
  for (const block of blocks) {
    const ship = blockKind(block) === 'position' && readPosition(block, noWide, ref) !== null;
    const cargo = ship ? null : readCargo(block, ref);
    if (ship || cargo) items.push({ block, cargo });
    else nonItems.push(...block.lines);
  }
  // A statement for the whole list may also sit on a line of an item's paragraph (`All vsls gearless`).
  for (const { block } of items) for (const l of block.lines) if (/^\W*all\s/i.test(l)) nonItems.push(l);
  const wide = readListWide(mail.subject, nonItems, mail.text);
  for (const { block, cargo } of items) {
    if (isExcluded(block.lines.join(' '))) continue;
    if (cargo) cargoes.push(cargo);
    else positions.push(readPosition(block, wide, ref)!);
  }
  const uniquePositions = dedupe(positions, (p) => (p.vessel_name ? `${p.vessel_name}|${p.open_port ?? p.open_area ?? ''}` : JSON.stringify(p)));
  const uniqueCargoes = dedupe(cargoes, (c) => JSON.stringify(c));
  return { kind: kindOf(uniquePositions.length, uniqueCargoes.length), positions: uniquePositions, cargoes: uniqueCargoes };
}
