import { describe, expect, it } from 'vitest';
import { fixtureCancelRefusal, fixtureCancelSchema } from './fixture-cancel';

const none = { started: false, moneyHeld: false, chargePending: false };

describe('a party’s cancellation of a fixture (#26)', () => {
  it('needs a reason of 10 to 1,000 characters, trimmed', () => {
    expect(fixtureCancelSchema.parse({ reason: '  Cargo sale fell through  ' })).toEqual({ reason: 'Cargo sale fell through' });
    for (const reason of [undefined, '', '   nine ch  ', 'x'.repeat(1001)]) expect(fixtureCancelSchema.safeParse({ reason }).success).toBe(false);
    expect(fixtureCancelSchema.safeParse({ reason: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('is refused once the charter has begun, while a charge is under way, or while money is in escrow; the first of these is said', () => {
    expect(fixtureCancelRefusal(none)).toBeNull();
    expect(fixtureCancelRefusal({ ...none, moneyHeld: true })).toMatch(/^Money is held in escrow for this fixture: ask Fairlead/);
    expect(fixtureCancelRefusal({ ...none, chargePending: true })).toMatch(/^A payment into escrow for this fixture is being processed/);
    expect(fixtureCancelRefusal({ started: true, moneyHeld: true, chargePending: true })).toMatch(/^The charter has begun/);
  });
});
