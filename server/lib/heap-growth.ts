import v8 from 'node:v8';

/**
 * How far V8 may grow the old generation past what was live at the last full collection, in percent (V8's
 * `--heap-growing-percent`). Left to itself, V8 on a machine with several GB lets it grow to 4x the live heap before
 * collecting: a server whose live heap is ~75 MB rose to ~300 MB of heap (485 MB RSS) while streaming a 1,000,000-row
 * export, all of it garbage that the next full collection freed (docs/decisions/044). At 50% the old generation is
 * collected at 1.5x the live heap: RSS stays within ~40 MB of the start, for a few more incremental collections.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Applies the limit to this process unless its command line already sets one (an operator's choice wins). */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv) {
  if (execArgv.some((a) => /^--heap[-_]growing[-_]percent/.test(a))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
