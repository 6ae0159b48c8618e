import { useCallback, useState } from 'react';
import type { CaseMessage } from '@frc/contracts/browser';
import { CaseThread } from '@frc/ui/CaseThread';
import { MessageComposer, type MessageBody } from '@frc/ui/MessageComposer';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { useCaseMessages } from '@frc/ui/useCaseMessages';
import type { UploadProgress } from '@frc/submission/apiRequest';
import { FormStatus } from '@frc/ui/FormStatus';
import { useEndSession } from '../../../session/sessionExit';
import { unreadMessagesChanged } from '../../../shared/unread/useUnreadTotal';
import { markCaseMessagesRead, readCaseMessages, sendCaseMessage, uploadCaseDocument } from '../api/caseRoomApi';
import { firstNewMessageId } from '../firstNewMessage';
import { DocumentDownload } from './DocumentDownload';
import styles from './CaseRoom.module.scss';

interface CaseMessagesProps {
  caseRef: string;
  token: string;
  /** How many of the team's messages the client had not read when the case was read, before its thread. */
  unreadOnArrival: number;
  /** New messages arrived or one was sent: files may have come with them. */
  onActivity: (messages: readonly CaseMessage[]) => void;
}

/** The case's thread with the team, live, and the client's composer under it. */
export function CaseMessages({ caseRef, token, unreadOnArrival, onActivity }: CaseMessagesProps) {
  const endSession = useEndSession();
  const read = useCallback(
    async (after: number | null, signal: AbortSignal) => {
      const answer = await readCaseMessages(caseRef, token, after, signal);
      if (!answer.ok && answer.status === 401) endSession('expired');
      return answer;
    },
    [caseRef, token, endSession],
  );
  const fresh = useCallback(
    (messages: readonly CaseMessage[]) => {
      // The thread was shown and marked read: the menu's count goes down.
      unreadMessagesChanged();
      onActivity(messages);
    },
    [onActivity],
  );
  const markRead = useCallback((upTo: number, signal: AbortSignal) => markCaseMessagesRead(caseRef, token, upTo, signal), [caseRef, token]);
  const { state, append } = useCaseMessages(read, fresh, markRead);
  // Fixed with the thread's first read: the mark stays where the client's reading starts while they read on.
  const [firstNew, setFirstNew] = useState<{ id: number | null } | null>(null);
  if (firstNew === null && state.status === 'ready') setFirstNew({ id: firstNewMessageId(state.messages, unreadOnArrival) });
  const send = useCallback((body: MessageBody, key: string) => sendCaseMessage(caseRef, token, body, key), [caseRef, token]);
  const upload = useCallback((file: File, onProgress: (progress: UploadProgress) => void) => uploadCaseDocument(caseRef, token, file, onProgress), [caseRef, token]);
  const sent = (message: CaseMessage) => {
    append(message);
    onActivity([message]);
  };

  return (
    <div className={styles.messages}>
      {state.status === 'loading' && <p className={styles.muted}>Loading the messages…</p>}
      {state.status === 'error' && (
        <FormStatus tone="error" title={state.message}>
          <ReachUsDirectly />
        </FormStatus>
      )}
      {state.status === 'ready' && (
        <CaseThread viewer="client" messages={state.messages} firstNewId={firstNew?.id ?? null} renderDocument={(document) => <DocumentDownload caseRef={caseRef} document={document} />} />
      )}
      <MessageComposer label="Your message to the case team" send={send} upload={upload} onSent={sent} failureHelp={<ReachUsDirectly />} />
    </div>
  );
}
