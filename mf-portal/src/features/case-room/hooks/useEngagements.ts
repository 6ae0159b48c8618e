import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { EngagementLetter } from '@frc/contracts/browser';
import { useEndSession } from '../../../session/sessionExit';
import { fetchEngagements } from '../api/engagementApi';

/**
 * The case's engagement letters through the portal's query cache (none while they cannot be read: the room goes on
 * without them), read again when the window gets the focus back; `update` puts a letter as a step left it.
 */
export function useEngagements(ref: string, token: string | null): { letters: readonly EngagementLetter[]; update: (letter: EngagementLetter) => void } {
  const endSession = useEndSession();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['portal', 'case-engagements', token, ref] as const,
    enabled: Boolean(token),
    queryFn: ({ signal }) => fetchEngagements(ref, token!, signal),
    retry: false,
  });
  const expired = query.data === 'expired';
  useEffect(() => {
    if (expired) endSession('expired');
  }, [expired, endSession]);

  const update = useCallback(
    (letter: EngagementLetter) => {
      client.setQueryData(['portal', 'case-engagements', token, ref], (letters: EngagementLetter[] | 'expired' | undefined) =>
        Array.isArray(letters) ? letters.map((each) => (each.id === letter.id ? letter : each)) : letters,
      );
    },
    [client, token, ref],
  );
  return { letters: Array.isArray(query.data) ? query.data : [], update };
}
