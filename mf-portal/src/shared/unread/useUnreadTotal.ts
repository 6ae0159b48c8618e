import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@frc/session';
import { fetchUnreadTotal } from '../api/fetchUnreadTotal';

const listeners = new Set<() => void>();

/** Someone read or received messages (the case page did): the side menu's count is read again. */
export function unreadMessagesChanged(): void {
  listeners.forEach((listener) => listener());
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
      if (!controller.signal.aborted && count !== null) setUnread({ token, count });
    });
    return () => controller.abort();
  }, [token, pathname, changes]);

  return unread?.token === token ? unread.count : 0;
}
