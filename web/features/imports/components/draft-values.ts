import type { z } from 'zod';
import type { FieldSpec } from '../format';

// A draft as the review page edits it: every field as the text in its input, turned back into the corpus format
// (null when empty, numbers as numbers) to check it against the shared reading schema.

export type DraftValues = Record<string, string>;

export function valuesOf(fields: Record<string, unknown>): DraftValues {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}

/** The input's text as the reading holds it: '' is null; a number field's text a number when it is one. */
export function readingValue(kind: FieldSpec<string>['kind'], text: string): string | number | null {
  const t = text.trim();
  if (t === '') return null;
  if (kind === 'number') {
    const n = Number(t.replace(/,/g, ''));
    return Number.isFinite(n) ? n : t;
  }
  return t;
}

/**
 * Why a field's value does not fit the reading schema, in words; null when it fits. The reading schemas
 * (common/imports/reading.ts) decide; they carry no messages of their own, so the words are per kind of field.
 */
export function fieldProblem(schema: z.ZodType, spec: FieldSpec<string>, text: string): string | null {
  const value = readingValue(spec.kind, text);
  if (schema.safeParse(value).success) return null;
  // The forms' own words where a form asks the same (common/vessels/schemas.ts, common/dates.ts).
  if (spec.kind === 'number') return typeof value === 'number' ? `${spec.label} must be a whole number` : `${spec.label} must be a number`;
  if (spec.kind === 'date') return `${spec.label} must be a date (YYYY-MM-DD)`;
  if (spec.key === 'imo') return 'IMO number must be 7 digits';
  if (spec.key.endsWith('_port')) return `${spec.label}: its UN/LOCODE, 5 capital letters or digits like SGSIN`;
  if (spec.key.endsWith('_area')) return `${spec.label}: a region code Fairlead knows, like CJK, ECSA or MED`;
  return `${spec.label}: not a value Fairlead knows${spec.hint ? ` (${spec.hint})` : ''}`;
}
