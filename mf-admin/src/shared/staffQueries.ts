import { QueryClient } from '@tanstack/react-query';

/** A read of the staff API that did not answer with data: its message is the one the page shows. */
export class StaffReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StaffReadError';
  }
}

/** How often a live list asks again while its tab is visible. */
export const LIVE_INTERVAL_MS = 15_000;

/**
 * The server state of one staff session: a read's answer stays shown while the next loads, a failed read is shown
 * with its Retry rather than repeated, and nothing is kept once the session ends (the provider clears it).
 */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5_000, refetchOnWindowFocus: true, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  });
}

/** The cache key of a read of the staff API: its address. Invalidating `['staff']` reads everything afresh. */
export function staffQueryKey(url: string): readonly ['staff', string] {
  return ['staff', url];
}
