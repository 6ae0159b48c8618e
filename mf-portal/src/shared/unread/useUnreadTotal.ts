import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@frc/session';
import { fetchUnreadTotal, type UnreadTotal } from '../api/fetchUnreadTotal';

const listeners = new Set<() => void>();

const NOTHING_UNREAD: UnreadTotal = { total: 0, documents: 0 };

/** Someone read or received messages or documents (the case page did): the side menu's count is read again. */
export function unreadMessagesChanged(): void {
  listeners.forEach((listener) => listener());
}

/** The cache key of the signed-in client's unread count. */
const unreadKey = (token: string | null) => ['portal', 'unread', token] as const;

/** The unread count the side menu read last, for the signed-in client; 0 while unknown. Asks the API nothing itself. */
export function useLatestUnreadTotal(): number {
  const token = useSession((session) => session.token);
  const { data } = useQuery<UnreadTotal>({ queryKey: unreadKey(token), queryFn: skipToken });
  return data?.total ?? 0;
}

/**
 * The unread count of the side menu (messages and documents, and of those the documents): read when the client area
 * opens, on each page, when the window gets the focus back, and whenever unreadMessagesChanged() is called. Nothing
 * while unknown (a failed read keeps the last count).
 */
export function useUnreadTotal(): UnreadTotal {
  const token = useSession((session) => session.token);
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: unreadKey(token),
    queryFn: token
      ? async ({ signal }) => {
          const count = await fetchUnreadTotal(token, signal);
          if (count === null) throw new Error('The unread count could not be read.');
          return count;
        }
      : skipToken,
    staleTime: 0,
  });
  const { refetch } = query;
  const readAgain = useEffectEvent(() => {
    if (token) void refetch();
  });

  useEffect(() => {
    listeners.add(readAgain);
    return () => {
      listeners.delete(readAgain);
    };
  }, []);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    readAgain();
  }, [pathname]);

  return query.data ?? NOTHING_UNREAD;
}
