import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef } from 'react';
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

/** A read answered with an error (not found, refused): shown when it is the first. */
class ThreadReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const POLL_MS = CASE_ROOM_POLL_SECONDS * 1000;
const notFound = (error: unknown) => error instanceof ThreadReadError && error.status === 404;

/**
 * A case's thread, kept live by polling through the page's query cache (TanStack Query): read whole once, then only
 * what came after the newest message, every CASE_ROOM_POLL_SECONDS while the page is visible, and at once when it
 * comes back into view or gets the focus. Messages arrive with their read state as it was (so the page can tell
 * which are new); once shown, `markRead` says so up to the newest. `onFresh` hears of each read that brought
 * messages, after that mark (the portal then reads its unread count again). A failed later read keeps the thread
 * and is tried again by the next poll; a case that is not there is not asked for again.
 */
export function useCaseMessages(read: ReadMessages, onFresh?: (messages: readonly CaseMessage[]) => void, markRead?: MarkMessagesRead) {
  const client = useQueryClient();
  // One thread per mounted hook: its messages are this page's, merged read after read.
  const id = useId();
  const queryKey = useMemo(() => ['case-messages', id] as const, [id]);
  /** The newest message's id: the next poll asks for what came after it. */
  const newest = useRef<number | null>(null);
  // The page's latest callbacks, for the reads the cache makes whenever it makes them.
  const handlers = useRef({ read, onFresh, markRead });
  useLayoutEffect(() => {
    handlers.current = { read, onFresh, markRead };
  });

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const shown = client.getQueryData<readonly CaseMessage[]>(queryKey);
      const answer = await handlers.current.read(shown ? newest.current : null, signal);
      if (!answer.ok) throw new ThreadReadError(answer.message, answer.status);
      for (const message of answer.items) newest.current = Math.max(newest.current ?? 0, message.id);
      const messages = merged(client.getQueryData<readonly CaseMessage[]>(queryKey) ?? [], answer.items);
      if (answer.items.length > 0) {
        // A failed mark is made again by the next read that brings messages (it marks up to the newest).
        await Promise.resolve(handlers.current.markRead?.(newest.current!, signal)).catch(() => undefined);
        if (!signal.aborted) handlers.current.onFresh?.(answer.items);
      }
      return messages;
    },
    structuralSharing: false,
    // The thread is this page's alone: it goes when the page does.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchInterval: (current) => (notFound(current.state.error) ? false : POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (current) => (notFound(current.state.error) ? false : 'always'),
  });

  // The cache reads again when the page is shown; the focus coming back to the window counts too.
  const { refetch } = query;
  const readAgain = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && !notFound(client.getQueryState(queryKey)?.error)) void refetch({ cancelRefetch: false });
  });
  useEffect(() => {
    const again = () => readAgain();
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, []);

  const append = useCallback(
    (message: CaseMessage) => {
      newest.current = Math.max(newest.current ?? 0, message.id);
      client.setQueryData<readonly CaseMessage[]>(queryKey, (current) => merged(current ?? [], [message]));
    },
    [client, queryKey],
  );

  const messages = query.data ?? [];
  let state: CaseMessagesState;
  // A read answered with an error is shown; one that got no answer at all (offline) waits for the next poll.
  if (query.data === undefined && query.error instanceof ThreadReadError) state = { status: 'error', messages, message: query.error.message, notFound: notFound(query.error) };
  else if (query.data === undefined) state = { status: 'loading', messages };
  else state = { status: 'ready', messages };
  return { state, append };
}
