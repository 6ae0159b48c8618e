import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useStaffSession } from '../session/staffSession';
import { LIVE_INTERVAL_MS, StaffReadError, staffQueryKey } from './staffQueries';

interface Common<T> {
  /** The last answer read (kept while the next one loads), or null. */
  data: T | null;
  /**
   * How many different answers have been read: a new one means the server's state changed (a read that brings
   * the same answer again, a poll or a return to the tab, leaves it, so forms keyed by it keep what was typed).
   */
  reads: number;
  reload: () => void;
}

export type StaffData<T> =
  | (Common<T> & { status: 'loading' })
  | (Common<T> & { status: 'error'; message: string })
  | (Common<T> & { status: 'ready'; data: T });

export interface StaffDataOptions {
  /** A live list: asked again every LIVE_INTERVAL_MS while the tab is visible (as a background request). */
  live?: boolean;
  /** Asked again this often instead (the bell polls as the case room's thread does), always as a background request. */
  pollMs?: number;
}

/**
 * Reads `url` of the staff API whenever it changes (or on reload, or on a return to the tab) through the
 * session's query cache; the last answer stays shown while the next loads.
 */
export function useStaffData<T>(url: string | null, options: StaffDataOptions = {}): StaffData<T> {
  const { call } = useStaffSession();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: staffQueryKey(url ?? ''),
    enabled: url !== null,
    placeholderData: keepPreviousData,
    refetchInterval: options.pollMs ?? (options.live ? LIVE_INTERVAL_MS : false),
    queryFn: async ({ queryKey }) => {
      // A read of what is already shown (a poll, the tab shown again) is the page's own, not the member's.
      const background = options.pollMs !== undefined || (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0;
      const answer = await call<T>(queryKey[1], { method: 'GET', background });
      if (!answer.ok) throw new StaffReadError(answer.message, answer.status);
      return answer.value;
    },
  });

  // Counted as React's "information from previous renders": the same answer again keeps its object (the cache
  // shares what did not change), so only a changed answer counts.
  const [seen, setSeen] = useState<{ data: T | undefined; reads: number }>({ data: undefined, reads: 0 });
  if (query.data !== undefined && query.data !== seen.data) setSeen({ data: query.data, reads: seen.reads + 1 });

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const data = query.data ?? null;
  const reads = query.data !== undefined && query.data !== seen.data ? seen.reads + 1 : seen.reads;
  const common = { reads, reload };
  if (query.isError && !query.isFetching) return { status: 'error', message: query.error.message, data, ...common };
  if (query.isPlaceholderData || data === null || (query.isFetching && query.isError)) return { status: 'loading', data, ...common };
  return { status: 'ready', data, ...common };
}
