import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { CASE_ROOM_POLL_SECONDS, type CaseMessage } from '@frc/contracts/browser';

/** What one read of a case's messages gave: the messages after `after`, or why there are none. */
export type MessagesRead = { ok: true; items: readonly CaseMessage[] } | { ok: false; status: number; message: string };

/** GET …/messages, with `?after=<id>` when `after` is given (a poll: the page asks by itself). */
export type ReadMessages = (after: number | null, signal: AbortSignal) => Promise<MessagesRead>;

/** POST …/messages/read: the page showed the thread up to message `upTo` (reading it marks nothing). */
export type MarkMessagesRead = (upTo: number, signal: AbortSignal) => Promise<unknown>;

export type CaseMessagesState =
  | { status: 'loading'; messages: readonly CaseMessage[] }
  | { status: 'ready'; messages: readonly CaseMessage[] }
  /** The first read failed (`notFound` on a 404); a later failed poll keeps the thread and is tried again. */
  | { status: 'error'; messages: readonly CaseMessage[]; message: string; notFound: boolean };

function merged(current: readonly CaseMessage[], fresh: readonly CaseMessage[]): readonly CaseMessage[] {
  if (fresh.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of fresh) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A case's thread, kept live by polling: read whole once, then only what came after the newest message, every
 * CASE_ROOM_POLL_SECONDS while the page is visible, and at once when it comes back into view or gets the focus.
 * Messages arrive with their read state as it was (so the page can tell which are new); once shown, `markRead`
 * says so up to the newest. `onFresh` hears of each read that brought messages, after that mark (the portal then
 * reads its unread count again).
 */
export function useCaseMessages(read: ReadMessages, onFresh?: (messages: readonly CaseMessage[]) => void, markRead?: MarkMessagesRead) {
  const [state, setState] = useState<CaseMessagesState>({ status: 'loading', messages: [] });
  /** The newest message's id: the next poll asks for what came after it. */
  const newest = useRef<number | null>(null);
  const readNow = useEffectEvent(read);
  const heard = useEffectEvent((messages: readonly CaseMessage[]) => onFresh?.(messages));
  const markShown = useEffectEvent((upTo: number, signal: AbortSignal) => markRead?.(upTo, signal));

  const append = useCallback((message: CaseMessage) => {
    newest.current = Math.max(newest.current ?? 0, message.id);
    setState((current) => ({ status: 'ready', messages: merged(current.messages, [message]) }));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let first = true;
    let inFlight = false;
    const poll = async () => {
      if (inFlight || controller.signal.aborted) return;
      inFlight = true;
      try {
        const answer = await readNow(first ? null : newest.current, controller.signal);
        if (controller.signal.aborted) return;
        if (answer.ok) {
          first = false;
          for (const message of answer.items) newest.current = Math.max(newest.current ?? 0, message.id);
          setState((current) => ({ status: 'ready', messages: merged(current.messages, answer.items) }));
          if (answer.items.length > 0) {
            // A failed mark is made again by the next read that brings messages (it marks up to the newest).
            await Promise.resolve(markShown(newest.current!, controller.signal)).catch(() => undefined);
            if (controller.signal.aborted) return;
            heard(answer.items);
          }
        } else if (first) {
          setState((current) => ({ status: 'error', messages: current.messages, message: answer.message, notFound: answer.status === 404 }));
          // A case that is not there (or not theirs) will not appear by asking again.
          if (answer.status === 404) controller.abort();
        }
      } catch {
        // Nothing came back (offline, cancelled): the next poll tries again.
      } finally {
        inFlight = false;
      }
    };
    const pollIfVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    const timer = window.setInterval(pollIfVisible, CASE_ROOM_POLL_SECONDS * 1000);
    document.addEventListener('visibilitychange', pollIfVisible);
    window.addEventListener('focus', pollIfVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', pollIfVisible);
      window.removeEventListener('focus', pollIfVisible);
    };
  }, []);

  return { state, append };
}
