import { describe, expect, it } from 'vitest';
import { eventsFrom, transition, type Machine } from './transition';

// A small lifecycle written here, not taken from the product's tables: a door.
type S = 'open' | 'shut' | 'locked';
type E = 'shut' | 'lock' | 'open' | 'build';
type A = 'tenant' | 'landlord';
const door: Machine<S, E, A> = {
  noun: 'door',
  label: (s) => ({ open: 'Open', shut: 'Shut', locked: 'Locked' })[s],
  steps: {
    build: { from: [null], by: ['landlord'], to: ['shut'], why: 'The landlord fits a door' },
    shut: { from: ['open'], by: ['tenant', 'landlord'], to: ['shut', 'locked'], why: 'Someone shuts the door' },
    lock: { from: ['shut'], by: ['landlord'], to: ['locked'], why: 'The landlord locks the door' },
    open: { from: ['shut'], by: ['tenant', 'landlord'], to: ['open'], why: 'Someone opens the door' },
  },
};

describe('transition', () => {
  it('returns the next state from the table', () => {
    expect(transition(door, 'shut', 'lock', 'landlord')).toEqual({ ok: true, to: 'locked' });
    expect(transition(door, null, 'build', 'landlord')).toEqual({ ok: true, to: 'shut' });
  });
  it('refuses a state the event does not start from with 409 and the state in words', () => {
    expect(transition(door, 'locked', 'open', 'tenant')).toEqual({
      ok: false,
      status: 409,
      reason: 'This door is locked: someone opens the door is not possible now',
    });
    expect(transition(door, null, 'open', 'tenant')).toEqual({ ok: false, status: 409, reason: 'Someone opens the door needs a door' });
  });
  it('refuses an actor the event is not for with 403', () => {
    expect(transition(door, 'shut', 'lock', 'tenant')).toEqual({
      ok: false,
      status: 403,
      reason: 'The landlord locks the door is not for the tenant',
    });
  });
  it('takes the state the caller names among several, and only one the table lists', () => {
    expect(transition(door, 'open', 'shut', 'tenant', 'locked')).toEqual({ ok: true, to: 'locked' });
    expect(() => transition(door, 'open', 'shut', 'tenant')).toThrow('The door lifecycle has no shut to one of shut, locked');
    expect(() => transition(door, 'shut', 'open', 'tenant', 'locked')).toThrow('The door lifecycle has no open to locked');
  });
  it('lists the events an actor may fire from a state', () => {
    expect(eventsFrom(door, 'shut', 'tenant')).toEqual(['open']);
    expect(eventsFrom(door, 'shut', 'landlord')).toEqual(['lock', 'open']);
    expect(eventsFrom(door, 'locked', 'landlord')).toEqual([]);
  });
});
