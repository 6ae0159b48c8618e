/** The current time; the tests pass their own to move time forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addSeconds(time: Date, seconds: number): Date {
  return new Date(time.getTime() + seconds * 1000);
}

/** Whole seconds from `from` until `until`, at least 1 (for Retry-After). */
export function secondsUntil(until: Date, from: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - from.getTime()) / 1000));
}
