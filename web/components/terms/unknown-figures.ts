import type { TermsInput } from '../../../common/charters/terms';

/** The plain figure fields of the terms (the money fields show an unknown amount as empty by themselves). */
const figures = ['quantityT', 'tolerancePct', 'loadRateTpd', 'dischargeRateTpd', 'voyageDays', 'periodDays', 'periodToleranceDays'] as const;

/**
 * Terms drafted with unknown figures (NaN, as common/cargoes/deal-terms.ts leaves what the sender must fill) made fit
 * for a form's starting values: a plain text field would show "NaN" and typing after it reads "NaN24". The field
 * starts empty instead, and the schema still names it if it is sent so.
 */
export function withUnknownFiguresBlank(terms: TermsInput): TermsInput {
  const copy: Record<string, unknown> = { ...terms };
  for (const key of figures) if (Number.isNaN(copy[key])) copy[key] = undefined;
  return copy as TermsInput;
}
