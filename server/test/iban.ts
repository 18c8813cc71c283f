import { composeIBAN } from 'ibantools';

let next = 0;
/**
 * A valid IBAN nobody else in this test process uses (its check digits computed by ibantools): two owners registering
 * the same IBAN is a fraud signal the payouts hold for (#25), so tests that mean two companies use two accounts.
 */
export function uniqueIban(country: 'GB' | 'DE' = 'GB'): string {
  const n = `${process.pid % 100_000}${++next}`.padStart(10, '0').slice(-10);
  const bban = country === 'GB' ? `WEST${n.slice(-6)}${n.slice(0, 8)}` : `37040044${n}`;
  const iban = composeIBAN({ countryCode: country, bban });
  if (!iban) throw new Error(`no IBAN composed for ${country} ${bban}`);
  return iban;
}
