import { useCallback } from 'react';
import { readAnswer } from '@frc/submission/apiRequest';
import type { LoadDocument } from '@frc/ui/DocumentPreview';
import { useStaffSession } from '../session/staffSession';

const NOT_LOADED = 'The file could not be loaded. Please try again.';

/** Reads a victim's file at `url` in the member's session, for its preview (the API audits it like a download). */
export function useFileLoader(url: string): LoadDocument {
  const { request } = useStaffSession();
  return useCallback(
    async (signal: AbortSignal) => {
      const response = await request(url, { method: 'GET', binary: true, signal });
      if (response.ok) return response.blob();
      throw new Error((await readAnswer(response)).message ?? NOT_LOADED);
    },
    [url, request],
  );
}
