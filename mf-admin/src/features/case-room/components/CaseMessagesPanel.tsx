import { useCallback } from 'react';
import type { CaseMessage, CaseMessagesReadResponse, CaseMessagesResponse } from '@frc/contracts/browser';
import { CaseThread } from '@frc/ui/CaseThread';
import { MessageComposer, type MessageBody } from '@frc/ui/MessageComposer';
import { useCaseMessages } from '@frc/ui/useCaseMessages';
import { keepDraft, keptDraft } from '../../../session/keptDrafts';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { caseRoomUrl } from '../caseRoomUrls';
import { DocumentLink } from './DocumentLink';
import { useStaffUpload } from './useStaffUpload';

interface CaseMessagesPanelProps {
  caseRef: string;
  /** Messages arrived or one was sent: files may have come with them. */
  onActivity: (messages: readonly CaseMessage[]) => void;
}

/**
 * The thread with the client, live (once shown, the client's messages are marked read), and the team's reply. The
 * polls are the page's own: they leave the session's idle timer alone. A reply being typed is kept if the session
 * ends meanwhile, for when the member has signed in again.
 */
export function CaseMessagesPanel({ caseRef, onActivity }: CaseMessagesPanelProps) {
  const { call, request } = useStaffSession();
  const read = useCallback(
    async (after: number | null) => {
      const answer = await call<CaseMessagesResponse>(caseRoomUrl(caseRef, 'messages', { after: after ?? undefined }), { method: 'GET', background: true });
      return answer.ok ? { ok: true as const, items: answer.value.items } : answer;
    },
    [call, caseRef],
  );
  const markRead = useCallback((upTo: number) => call<CaseMessagesReadResponse>(caseRoomUrl(caseRef, 'messages/read'), { json: { upTo }, background: true }), [call, caseRef]);
  const { state, append } = useCaseMessages(read, onActivity, markRead);
  const draftKey = `reply ${caseRef}`;
  const send = useCallback((body: MessageBody, idempotencyKey: string) => request(caseRoomUrl(caseRef, 'messages'), { json: body, idempotencyKey }), [caseRef, request]);
  const upload = useStaffUpload(caseRef);

  return (
    <>
      {state.status === 'loading' && <LoadingNotice label="Loading the messages…" />}
      {state.status === 'error' && <ErrorNotice message={state.message} />}
      {state.status === 'ready' && <CaseThread viewer="team" messages={state.messages} renderDocument={(document) => <DocumentLink caseRef={caseRef} document={document} />} />}
      <MessageComposer
        label="Reply to the client"
        initialText={keptDraft(draftKey)}
        onTextChange={(text) => keepDraft(draftKey, text)}
        send={send}
        upload={upload}
        onSent={(message) => {
          append(message);
          onActivity([message]);
        }}
      />
    </>
  );
}
