import { isEngagementEnded, type EngagementState } from '@frc/contracts';

/** What may be asked of a letter: the client's steps, the firm's void, and the clock's expiry. */
export type LetterAction = 'open' | 'consent' | 'request_code' | 'sign' | 'decline' | 'void' | 'expire';

/** Where each action may start, and the state it leads to (`null`: the state stays as it is). */
const TRANSITIONS: Readonly<Record<LetterAction, { from: readonly EngagementState[]; to: EngagementState | null }>> = {
  // Opening again (another visit to the room) changes nothing and is not refused.
  open: { from: ['sent', 'opened', 'consented'], to: 'opened' },
  consent: { from: ['opened'], to: 'consented' },
  request_code: { from: ['consented'], to: null },
  sign: { from: ['consented'], to: 'signed' },
  decline: { from: ['sent', 'opened', 'consented'], to: 'declined' },
  void: { from: ['sent', 'opened', 'consented'], to: 'voided' },
  expire: { from: ['sent', 'opened', 'consented'], to: 'expired' },
};

export type Transition = { allowed: true; state: EngagementState; changed: boolean } | { allowed: false };

/**
 * The state a letter in `state` takes when `action` is asked, or a refusal. An ended letter (signed, declined,
 * voided, expired) refuses everything; opening an opened or consented letter keeps its state.
 */
export function transition(state: EngagementState, action: LetterAction): Transition {
  const rule = TRANSITIONS[action];
  if (isEngagementEnded(state) || !rule.from.includes(state)) return { allowed: false };
  if (rule.to === null || (action === 'open' && state !== 'sent')) return { allowed: true, state, changed: false };
  return { allowed: true, state: rule.to, changed: true };
}

/** Whether a letter still waiting at `now` has passed its expiry. */
export const isPastExpiry = (state: EngagementState, expiresAt: Date, now: Date) => !isEngagementEnded(state) && expiresAt <= now;
