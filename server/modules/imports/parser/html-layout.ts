/**
 * The text layout behind html-text.ts: where text is written (the page, or one table cell) and how a
 * finished table row is written out. See html-text.ts for the conventions.
 */

/** What joins the cells of a table row on its line. */
export const CELL_SEPARATOR = ' | ';

/** Text written into one place: the page itself, or one table cell. */
export class Sink {
  private readonly parts: string[] = [];
  private atLineStart = true;
  private afterSpace = true;
  /** Line breaks ending the text so far, once there is any text. */
  private breaks = 0;
  private empty = true;

  /** Text as a browser lays it out: runs of white space are one space, none at a line's start. */
  inline(text: string): void {
    let collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
    if (this.afterSpace && collapsed.startsWith(' ')) collapsed = collapsed.slice(1);
    if (collapsed === '') return;
    this.parts.push(collapsed.replaceAll('\u00a0', ' '));
    this.atLineStart = false;
    this.afterSpace = collapsed.endsWith(' ');
    this.breaks = 0;
    this.empty = false;
  }

  /** Text kept as written (`<pre>`, and text already laid out such as a table's rows). */
  verbatim(text: string): void {
    if (text === '') return;
    this.parts.push(text.replaceAll('\u00a0', ' '));
    this.atLineStart = text.endsWith('\n');
    this.afterSpace = this.atLineStart || text.endsWith(' ');
    this.breaks = this.atLineStart ? 1 : 0;
    this.empty = false;
  }

  lineBreak(): void {
    this.parts.push('\n');
    this.atLineStart = true;
    this.afterSpace = true;
    this.breaks++;
  }

  /** A blank line between what came before and what follows, as between paragraphs. */
  paragraph(): void {
    if (this.empty) return;
    while (this.breaks < 2) this.lineBreak();
  }

  /** Start a new line unless already at the start of one. */
  block(): void {
    if (!this.atLineStart) this.lineBreak();
  }

  text(): string {
    return this.parts.join('');
  }
}

export interface Cell {
  sink: Sink;
  holdsTable: boolean;
}

export interface Table {
  /** Where the table's rows are written: the page, or the cell of the table around it. */
  outer: Sink;
  row: Cell[] | null;
  cell: Cell | null;
}

export function openCell(table: Table): Cell {
  const cell: Cell = { sink: new Sink(), holdsTable: false };
  (table.row ??= []).push(cell);
  return cell;
}

/** Write the table's current row out, as one line of cells or as the blocks of a layout row. */
export function flushRow(table: Table): void {
  const row = table.row;
  table.row = null;
  table.cell = null;
  if (!row || row.length === 0) return;
  const texts = row.map((cell) => cell.sink.text());
  const out = table.outer;
  if (row.length > 1 && !row.some((cell) => cell.holdsTable)) {
    const cells = texts.map((text) => text.replace(/\s+/g, ' ').trim());
    // Empty cells at the end place nothing; a spacer row of empty cells says nothing.
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    if (cells.length === 0) return;
    out.block();
    out.verbatim(cells.join(CELL_SEPARATOR));
    out.lineBreak();
    return;
  }
  for (const text of texts) {
    // trimEnd, not a regex: /\s+$/ backtracks quadratically over a long run of spaces.
    const trimmed = text.trimEnd().replace(/^\n+/, '');
    if (trimmed === '') continue;
    out.block();
    out.verbatim(trimmed);
    out.lineBreak();
  }
}
