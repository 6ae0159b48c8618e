import { useCallback } from 'react';
import { DOCUMENT_FORM_FIELD } from '@frc/contracts/browser';
import type { UploadProgress } from '@frc/submission/apiRequest';
import { useStaffSession } from '../../../session/staffSession';
import { caseRoomUrl } from '../caseRoomUrls';

/** Uploads one file to the case as the signed-in member, with its progress. */
export function useStaffUpload(caseRef: string) {
  const { request } = useStaffSession();
  return useCallback(
    (file: File, onUploadProgress: (progress: UploadProgress) => void) => {
      const form = new FormData();
      form.append(DOCUMENT_FORM_FIELD, file, file.name);
      return request(caseRoomUrl(caseRef, 'documents'), { form, onUploadProgress });
    },
    [caseRef, request],
  );
}
