import { useCallback } from 'react';
import { DOCUMENT_FORM_FIELD, VISIBILITY_FORM_FIELD, type DocumentVisibility } from '@frc/contracts/browser';
import type { UploadProgress } from '@frc/submission/apiRequest';
import { useStaffSession } from '../../../session/staffSession';
import { caseRoomUrl } from '../caseRoomUrls';

/**
 * Uploads one file to the case as the signed-in member, with its progress, shared with the client or kept for the team
 * as `visibility` says when the upload starts.
 */
export function useStaffUpload(caseRef: string, visibility: () => DocumentVisibility) {
  const { request } = useStaffSession();
  return useCallback(
    (file: File, onUploadProgress: (progress: UploadProgress) => void) => {
      const form = new FormData();
      form.append(VISIBILITY_FORM_FIELD, visibility());
      form.append(DOCUMENT_FORM_FIELD, file, file.name);
      return request(caseRoomUrl(caseRef, 'documents'), { form, onUploadProgress });
    },
    [caseRef, request, visibility],
  );
}
