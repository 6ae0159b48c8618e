import { useCallback, useMemo } from 'react';
import { fillReplyTemplate, REPLY_TEMPLATE_PLACEHOLDERS, firstNameOf, type CaseMessage, type CaseMessagesReadResponse, type CaseMessagesResponse, type ReplyTemplate } from '@frc/contracts/browser';
import { CaseThread } from '@frc/ui/CaseThread';
import { MessageComposer, type MessageBody } from '@frc/ui/MessageComposer';
import { useCaseMessages } from '@frc/ui/useCaseMessages';
import { keepDraft, keptDraft } from '../../../session/keptDrafts';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { caseRoomUrl } from '../caseRoomUrls';
import { ThreadDocument } from './ThreadDocument';
import { useStaffUpload } from './useStaffUpload';

/** A file sent with a reply is for the client. */
const forTheClient = () => 'client' as const;

interface CaseMessagesPanelProps {
  caseRef: string;
  /** The client's name as the case has it: a template's {firstName} is its first word. */
  clientName: string;
  /** The team's reply templates, to insert into the reply filled in for this case. */
  templates: readonly ReplyTemplate[];
  /** Messages arrived or one was sent: files may have come with them. */
  onActivity: (messages: readonly CaseMessage[]) => void;
}

/**
 * The thread with the client, live (once shown, the client's messages are marked read), and the team's reply. The
 * polls are the page's own: they leave the session's idle timer alone. A reply being typed is kept if the session
 * ends meanwhile, for when the member has signed in again.
 */
export function CaseMessagesPanel({ caseRef, clientName, templates, onActivity }: CaseMessagesPanelProps) {
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
  const upload = useStaffUpload(caseRef, forTheClient);
  const filled = useMemo(
    () => ({
      choices: templates.map((template) => ({ name: template.name, text: fillReplyTemplate(template.text, { clientName, caseRef }) })),
      filledWith: `${REPLY_TEMPLATE_PLACEHOLDERS[0].code} is filled with “${firstNameOf(clientName)}”, ${REPLY_TEMPLATE_PLACEHOLDERS[1].code} with ${caseRef}.`,
    }),
    [templates, clientName, caseRef],
  );

  return (
    <>
      {state.status === 'loading' && <LoadingNotice label="Loading the messages…" />}
      {state.status === 'error' && <ErrorNotice message={state.message} />}
      {state.status === 'ready' && <CaseThread viewer="team" messages={state.messages} renderDocument={(document) => <ThreadDocument caseRef={caseRef} document={document} />} />}
      <MessageComposer
        label="Reply to the client"
        initialText={keptDraft(draftKey)}
        onTextChange={(text) => keepDraft(draftKey, text)}
        send={send}
        upload={upload}
        templates={filled}
        onSent={(message) => {
          append(message);
          onActivity([message]);
        }}
      />
    </>
  );
}
