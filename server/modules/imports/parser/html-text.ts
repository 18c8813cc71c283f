import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { CELL_SEPARATOR, flushRow, openCell, Sink, type Table } from './html-layout';

export { CELL_SEPARATOR };

/**
 * An HTML e-mail body as plain text, for the circular parser to read. The HTML is only tokenised,
 * never rendered: scripts, styles and the title are dropped, images and links keep only their text,
 * entities are decoded.
 *
 * What the readers downstream rely on:
 * - A table row is one line, its cells in order joined by CELL_SEPARATOR (' | '; empty cells kept so
 *   the columns stay in place, trailing empty ones dropped), unless the row is layout: a row with one
 *   cell, or a cell holding a table of its own, is written as the blocks it contains.
 * - `<br>` is a line break; `<div>`, headings, list items and the like start a new line. A `<p>`
 *   stands between blank lines, as a browser spaces paragraphs, except Word/Outlook's (`class=Mso…`):
 *   they write every line as a margin-less `<p>` and a blank line as an empty one, `<p>&nbsp;</p>`
 *   (as Gmail writes lines as `<div>` and a blank one as `<div><br></div>`). Blank lines are what
 *   separate one ship's block from the next, so this keeps them where the reader sees them.
 * - List items start with `* ` (or `1. `, `2. `, ... in a numbered list), as a plain-text list would.
 * - White space collapses as a browser collapses it, except in `<pre>` and except non-breaking
 *   spaces, which become plain spaces but keep their count: brokers align columns with them.
 * - At most one blank line in a row; no trailing spaces.
 *
 * Linear time on any input: htmlparser2's Tokenizer is used without its Parser, whose stack of open
 * elements costs time proportional to its depth on every tag (a body of 400,000 nested `<div>`s took
 * minutes). The few structures tracked here are counters and stacks with O(1) steps.
 */

/** Tables nested deeper than this are read as plain blocks: it bounds the copying of nested rows. */
const MAX_TABLE_DEPTH = 8;

/**
 * Elements whose content is never text a reader sees. Only raw-text elements: their content ends at
 * their own closing tag whatever it holds, so dropping them cannot swallow the rest of the body.
 */
const DROPPED = new Set(['script', 'style', 'title']);

/** Elements that start on a line of their own. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'center', 'dd', 'details', 'dir', 'div', 'dl',
  'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hgroup', 'hr', 'legend', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'ul',
]); // prettier-ignore

/** The text of an HTML document or fragment, laid out as described above. */
export function htmlToText(html: string): string {
  const page = new Sink();
  const tables: Table[] = [];
  // For each open list, whether it is numbered and how many items it has had.
  const lists: { ordered: boolean; count: number }[] = [];
  // For each open <p>, whether it is spaced from its neighbours by blank lines.
  const paragraphs: boolean[] = [];
  let droppedDepth = 0;
  let preDepth = 0;
  // Tables past MAX_TABLE_DEPTH, read as blocks; their closing tags are matched by this count.
  let flatTables = 0;

  // Where text goes: the page, or the open cell (text loose in a row opens a cell of its own).
  const current = (): Sink => {
    const table = tables.at(-1);
    if (!table) return page;
    return (table.cell ??= openCell(table)).sink;
  };
  // Where a line break goes: between a table's cells it has nowhere to go and is dropped.
  const breakable = (): Sink | null => {
    const table = tables.at(-1);
    return table ? (table.cell?.sink ?? null) : page;
  };

  const open = (name: string, className: string): void => {
    if (DROPPED.has(name)) droppedDepth++;
    if (droppedDepth > 0) return;
    const table = tables.at(-1);
    switch (name) {
      case 'br':
        breakable()?.lineBreak();
        return;
      case 'table':
        if (tables.length >= MAX_TABLE_DEPTH) {
          flatTables++;
          breakable()?.block();
          return;
        }
        if (table) (table.cell ??= openCell(table)).holdsTable = true;
        tables.push({ outer: current(), row: null, cell: null });
        return;
      case 'tr':
        if (!table) return breakable()?.block();
        flushRow(table);
        table.row = [];
        return;
      case 'td':
      case 'th':
        if (!table) return current().inline(' ');
        table.cell = openCell(table);
        return;
      case 'li': {
        const list = lists.at(-1);
        const sink = current();
        sink.block();
        if (list) list.count++;
        sink.verbatim(list?.ordered ? `${list.count}. ` : '* ');
        return;
      }
      case 'ol':
      case 'ul':
        lists.push({ ordered: name === 'ol', count: 0 });
        break;
      case 'pre':
        preDepth++;
        break;
      case 'p': {
        const spaced = !/^mso/i.test(className);
        paragraphs.push(spaced);
        if (spaced) breakable()?.paragraph();
        break;
      }
    }
    if (BLOCKS.has(name)) breakable()?.block();
  };

  const close = (name: string): void => {
    if (DROPPED.has(name)) {
      droppedDepth = Math.max(0, droppedDepth - 1);
      return;
    }
    if (droppedDepth > 0) return;
    const table = tables.at(-1);
    switch (name) {
      case 'br':
        // Browsers read a stray `</br>` as `<br>`.
        breakable()?.lineBreak();
        return;
      case 'table':
        if (flatTables > 0) {
          flatTables--;
          breakable()?.block();
          return;
        }
        if (!table) return;
        flushRow(table);
        tables.pop();
        table.outer.block();
        return;
      case 'tr':
        if (table) flushRow(table);
        return;
      case 'td':
      case 'th':
        if (table) table.cell = null;
        return;
      case 'ol':
      case 'ul':
        lists.pop();
        break;
      case 'pre':
        preDepth = Math.max(0, preDepth - 1);
        break;
      case 'p':
        // A `</p>` with no `<p>` open is an empty paragraph to a browser.
        if (paragraphs.length === 0 || paragraphs.pop()) breakable()?.paragraph();
        break;
    }
    if (BLOCKS.has(name)) breakable()?.block();
  };

  const text = (chunk: string): void => {
    if (droppedDepth > 0) return;
    const table = tables.at(-1);
    // White space between a table's cells and rows is layout, not content.
    if (table && !table.cell && chunk.trim() === '') return;
    if (preDepth > 0) current().verbatim(chunk.replace(/\r\n?/g, '\n'));
    else current().inline(chunk);
  };

  tokenize(html, open, close, text);
  // A table left open at the end still has its rows to write, innermost first.
  for (let table = tables.pop(); table; table = tables.pop()) flushRow(table);
  return tidy(page.text());
}

/**
 * Feeds `html` through htmlparser2's Tokenizer, reporting each opening tag with its `class`, each
 * closing tag (names lower-cased) and each run of text with its entities decoded. A self-closing
 * `<x/>` is an opening tag, as HTML reads it.
 */
function tokenize(html: string, open: (name: string, className: string) => void, close: (name: string) => void, text: (chunk: string) => void): void {
  let tagName = '';
  let attribute = '';
  let value = '';
  let className = '';
  const ignore = () => {};
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagName = html.slice(start, end).toLowerCase();
      className = '';
    },
    onattribname(start, end) {
      attribute = html.slice(start, end).toLowerCase();
      value = '';
    },
    onattribdata(start, end) {
      if (attribute === 'class') value += html.slice(start, end);
    },
    onattribentity(codepoint) {
      if (attribute === 'class') value += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attribute === 'class') className = value;
      attribute = '';
    },
    onopentagend: () => open(tagName, className),
    onselfclosingtag: () => open(tagName, className),
    onclosetag: (start, end) => close(html.slice(start, end).toLowerCase()),
    ontext: (start, end) => text(html.slice(start, end)),
    ontextentity: (codepoint) => text(String.fromCodePoint(codepoint)),
    oncdata: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onprocessinginstruction: ignore,
    onend: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}

/** No trailing spaces, at most one blank line in a row, none at either end. */
function tidy(text: string): string {
  const lines: string[] = [];
  let blank = true;
  // Line by line with trimEnd: a regex such as /[ \t]+$/m backtracks quadratically on long runs.
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '' && blank) continue;
    lines.push(line);
    blank = line === '';
  }
  if (blank && lines.length > 0) lines.pop();
  return lines.join('\n');
}
