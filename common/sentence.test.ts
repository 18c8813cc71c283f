import { describe, expect, it } from 'vitest';
import { sentence } from './sentence';

// #25: no doubled punctuation in generated texts, whether or not the value typed already ends with a full stop.
describe('a value ended as a sentence', () => {
  it.each([
    ['Class certificate expired last week', 'Class certificate expired last week.'],
    ['Class certificate expired last week.', 'Class certificate expired last week.'],
    ['Class certificate expired last week.  ', 'Class certificate expired last week.'],
    ['Aegean Bulk Carriers S.A.', 'Aegean Bulk Carriers S.A.'],
    ['Is the outturn report final?', 'Is the outturn report final?'],
    ['Stop!', 'Stop!'],
    ['Receivers said “short-landed.”', 'Receivers said “short-landed.”'],
    ['(see the survey report.)', '(see the survey report.)'],
    ['Worldwide within Institute Warranty Limits,', 'Worldwide within Institute Warranty Limits.'],
    ['Checking the outturn report;', 'Checking the outturn report.'],
    ['', ''],
    ['   ', ''],
  ])('%j reads %j', (value, expected) => expect(sentence(value)).toBe(expected));

  it('never leaves two stops in a generated line', () => {
    for (const reason of ['Short-landing agreed', 'Short-landing agreed.', 'Short-landing agreed. ']) {
      const line = `Fairlead put the freight on hold: ${sentence(reason)} The money stays in escrow.`;
      expect(line).toBe('Fairlead put the freight on hold: Short-landing agreed. The money stays in escrow.');
      expect(line).not.toMatch(/\.\s*\./);
    }
  });
});
