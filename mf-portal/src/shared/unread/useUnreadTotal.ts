import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@frc/session';
import { fetchUnreadTotal } from '../api/fetchUnreadTotal';

const listeners = new Set<() => void>();

/** Someone read or received messages (the case page did): the side menu's count is read again. */
export function unreadMessagesChanged(): void {
  listeners.forEach((listener) => listener());
}

/** The count last read, for the pages that show it too (the cases page's title): read once, by the side menu. */
let latest: { token: string; count: number } | null = null;
const readers = new Set<() => void>();

function publish(value: { token: string; count: number }): void {
  latest = value;
  readers.forEach((reader) => reader());
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

/** The unread count the side menu read last, for the signed-in client; 0 while unknown. Asks the API nothing itself. */
export function useLatestUnreadTotal(): number {
  const token = useSession((session) => session.token);
  const value = useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
  return value && value.token === token ? value.count : 0;
}

/**
 * The unread count of the side menu: read when the client area opens, on each page, when the window gets the focus
 * back, and whenever unreadMessagesChanged() is called. 0 while unknown.
 */
export function useUnreadTotal(): number {
  const token = useSession((session) => session.token);
  const { pathname } = useLocation();
  const [unread, setUnread] = useState<{ token: string; count: number } | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const changed = () => setChanges((count) => count + 1);
    listeners.add(changed);
    window.addEventListener('focus', changed);
    return () => {
      listeners.delete(changed);
      window.removeEventListener('focus', changed);
    };
  }, []);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    void fetchUnreadTotal(token, controller.signal).then((count) => {
      if (controller.signal.aborted || count === null) return;
      setUnread({ token, count });
      publish({ token, count });
    });
    return () => controller.abort();
  }, [token, pathname, changes]);

  return unread?.token === token ? unread.count : 0;
}
