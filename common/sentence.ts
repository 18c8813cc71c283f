/**
 * Ends a piece of text as a sentence: one full stop, added only when it does not already end with its own (a reason
 * typed as "Class certificate expired." or a company called "Aegean Bulk Carriers S.A."), so that generated
 * texts never read ".." or ". ." (#25). A closing quote or bracket after the stop counts as the end.
 */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:]+$/, '');
  if (trimmed === '') return '';
  return /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
