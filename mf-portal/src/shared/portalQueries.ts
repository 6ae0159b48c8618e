import { QueryClient } from '@tanstack/react-query';

/**
 * The server state of the client area: an answer stays shown while the next loads and is read again when the
 * window gets the focus back; a failure is shown with its way to try again rather than repeated. Every key
 * carries the session's token, and the cache is emptied when the client signs out (App).
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: true, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  });
}
