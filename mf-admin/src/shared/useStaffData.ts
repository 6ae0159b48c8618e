import { useCallback, useEffect, useState } from 'react';
import { useStaffSession } from '../session/staffSession';

interface Common<T> {
  /** The last answer read (kept while the next one loads), or null. */
  data: T | null;
  /** How many answers have been read: a new one means the server's state was read afresh. */
  reads: number;
  reload: () => void;
}

export type StaffData<T> =
  | (Common<T> & { status: 'loading' })
  | (Common<T> & { status: 'error'; message: string })
  | (Common<T> & { status: 'ready'; data: T });

interface Loaded<T> {
  /** The address and reload generation this answer belongs to. */
  key: string;
  ok: boolean;
  data: T | null;
  message: string;
  reads: number;
}

/** Reads `url` of the staff API whenever it changes (or on reload); the last answer stays shown while the next loads. */
export function useStaffData<T>(url: string | null): StaffData<T> {
  const { call } = useStaffSession();
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', ok: false, data: null, message: '', reads: 0 });
  const key = `${generation} ${url ?? ''}`;

  useEffect(() => {
    if (url === null) return;
    let current = true;
    void call<T>(url, { method: 'GET' }).then((answer) => {
      if (!current) return;
      setLoaded((previous) => ({
        key,
        ok: answer.ok,
        data: answer.ok ? answer.value : previous.data,
        message: answer.ok ? '' : answer.message,
        reads: previous.reads + 1,
      }));
    });
    return () => {
      current = false;
    };
  }, [call, url, key]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const common = { reads: loaded.reads, reload };
  if (loaded.key !== key) return { status: 'loading', data: loaded.data, ...common };
  if (!loaded.ok) return { status: 'error', message: loaded.message, data: loaded.data, ...common };
  return loaded.data === null ? { status: 'loading', data: null, ...common } : { status: 'ready', data: loaded.data, ...common };
}
