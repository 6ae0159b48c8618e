import type { CaseMessage } from '@frc/contracts/browser';

/**
 * The team's first message the client had not read when they arrived: the first the thread says is unread by them
 * (`readByOther` as it stood before this visit), else, when the thread already counts this visit's read, the first of
 * the `unreadOnArrival` newest team messages (the case's unread count, read before the thread). Null when none.
 */
export function firstNewMessageId(messages: readonly CaseMessage[], unreadOnArrival: number): number | null {
  const team = messages.filter((message) => message.author === 'team');
  const unreadInThread = team.find((message) => !message.readByOther);
  if (unreadInThread) return unreadInThread.id;
  if (unreadOnArrival <= 0 || team.length === 0) return null;
  return team[Math.max(0, team.length - unreadOnArrival)]!.id;
}
