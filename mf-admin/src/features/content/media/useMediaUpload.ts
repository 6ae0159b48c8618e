import { useState } from 'react';
import type { ContentImageRef } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { contentUrls, type ContentImageResponse } from '../api/contentApi';

/** Sends one image file (a new upload, or a library image's replacement); `status` says how it goes. */
export function useMediaUpload() {
  const { call } = useStaffSession();
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function upload(file: File, address: string = contentUrls.images): Promise<ContentImageRef | null> {
    setStatus({ busy: true, error: null });
    const form = new FormData();
    form.append('file', file);
    const answer = await call<ContentImageResponse>(address, { form });
    setStatus({ busy: false, error: answer.ok ? null : answer.message });
    return answer.ok ? answer.value.image : null;
  }

  return { upload, ...status };
}
