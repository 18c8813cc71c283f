import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circularReadSchema } from '../../../../common/imports/reading';
import { parseCircular, readCircular } from './index';

// readCircular over the whole development corpus: the same reading as parseCircular, the shape the review
// page is given, and for every field with a value a source that lies in the text and holds words.

const dev = join(__dirname, 'corpus', 'dev');
const files = readdirSync(dev)
  .filter((f) => f.endsWith('.eml'))
  .sort();

describe('readCircular on the development corpus', () => {
  it('reads exactly what parseCircular reads, in the shared schema', async () => {
    expect(files.length).toBe(24);
    for (const file of files) {
      const raw = readFileSync(join(dev, file));
      const r = await readCircular(raw);
      expect(r.reading, file).toEqual(await parseCircular(raw));
      expect(circularReadSchema.safeParse(r).success, file).toBe(true);
      expect(r.sources.positions.length, file).toBe(r.reading.positions.length);
      expect(r.sources.cargoes.length, file).toBe(r.reading.cargoes.length);
    }
  });

  it('gives every field with a value a source of words inside the text, and none to a null field', async () => {
    let checked = 0;
    const missing: string[] = [];
    for (const file of files) {
      const r = await readCircular(readFileSync(join(dev, file)));
      for (const kind of ['positions', 'cargoes'] as const) {
        r.reading[kind].forEach((item, i) => {
          const fields = r.sources[kind][i].fields as Record<string, { start: number; end: number } | null>;
          const uncertain = r.sources[kind][i].uncertain as Record<string, string>;
          for (const [field, value] of Object.entries(item)) {
            const span = fields[field];
            if (value === null) {
              expect(span, `${file} ${kind}[${i}].${field}`).toBeNull();
              expect(uncertain[field], `${file} ${kind}[${i}].${field}`).toBeUndefined();
              continue;
            }
            checked++;
            if (!span) {
              missing.push(`${file} ${kind}[${i}].${field}`);
              continue;
            }
            expect(span.start, `${file} ${kind}[${i}].${field}`).toBeGreaterThanOrEqual(0);
            expect(span.end, `${file} ${kind}[${i}].${field}`).toBeLessThanOrEqual(r.text.length);
            expect(r.text.slice(span.start, span.end).trim(), `${file} ${kind}[${i}].${field}`).not.toBe('');
          }
        });
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(800);
  });
});
