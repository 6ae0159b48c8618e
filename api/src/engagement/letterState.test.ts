import { ENGAGEMENT_END_STATES, ENGAGEMENT_STATES, type EngagementState } from '@frc/contracts';
import { isPastExpiry, transition, type LetterAction } from './letterState';

const ACTIONS: LetterAction[] = ['open', 'consent', 'request_code', 'sign', 'decline', 'void', 'expire'];

describe('the engagement letter state machine', () => {
  it('walks the happy path: sent, opened, consented, signed', () => {
    expect(transition('sent', 'open')).toEqual({ allowed: true, state: 'opened', changed: true });
    expect(transition('opened', 'consent')).toEqual({ allowed: true, state: 'consented', changed: true });
    expect(transition('consented', 'request_code')).toEqual({ allowed: true, state: 'consented', changed: false });
    expect(transition('consented', 'sign')).toEqual({ allowed: true, state: 'signed', changed: true });
  });

  it('opens again without a change, and ends a waiting letter by decline, void or expiry', () => {
    expect(transition('opened', 'open')).toEqual({ allowed: true, state: 'opened', changed: false });
    expect(transition('consented', 'open')).toEqual({ allowed: true, state: 'consented', changed: false });
    for (const waiting of ['sent', 'opened', 'consented'] as const) {
      expect(transition(waiting, 'decline')).toEqual({ allowed: true, state: 'declined', changed: true });
      expect(transition(waiting, 'void')).toEqual({ allowed: true, state: 'voided', changed: true });
      expect(transition(waiting, 'expire')).toEqual({ allowed: true, state: 'expired', changed: true });
    }
  });

  it('refuses every other pair: nothing leaves an end state, nothing skips consent', () => {
    const allowed = new Set([
      'sent open', 'opened open', 'consented open', 'opened consent', 'consented request_code', 'consented sign',
      ...['sent', 'opened', 'consented'].flatMap((state) => [`${state} decline`, `${state} void`, `${state} expire`]),
    ]);
    for (const state of ENGAGEMENT_STATES) {
      for (const action of ACTIONS) {
        expect({ state, action, allowed: transition(state, action).allowed }).toEqual({ state, action, allowed: allowed.has(`${state} ${action}`) });
      }
    }
    for (const ended of ENGAGEMENT_END_STATES) expect(ACTIONS.map((action) => transition(ended, action).allowed)).toEqual(ACTIONS.map(() => false));
  });

  it('expires a waiting letter at its expiry time, never an ended one', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const before = new Date('2026-12-01T09:59:59Z');
    expect(isPastExpiry('opened', at, before)).toBe(false);
    expect(isPastExpiry('opened', at, at)).toBe(true);
    for (const ended of ['signed', 'declined', 'voided', 'expired'] as EngagementState[]) expect(isPastExpiry(ended, at, at)).toBe(false);
  });
});
