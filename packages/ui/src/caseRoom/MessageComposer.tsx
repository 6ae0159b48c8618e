import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Paperclip, Send } from 'lucide-react';
import { DOCUMENT_ACCEPT, MESSAGE_MAX_LENGTH, type CaseMessage } from '@frc/contracts/browser';
import { isRecord } from '@frc/submission/apiRequest';
import { useSubmission } from '@frc/submission/useSubmission';
import { FormStatus } from '../forms/FormStatus';
import { TemplatePicker, type ReplyTemplateChoice } from './TemplatePicker';
import { UploadList } from './UploadList';
import { useDocumentUploads, type UploadDocument } from './useDocumentUploads';
import styles from './MessageComposer.module.scss';

export interface MessageBody {
  text: string;
  documentIds: number[];
}

interface MessageComposerProps {
  /** Posts the message with the submission's Idempotency-Key; resolves with the API's answer. */
  send: (body: MessageBody, idempotencyKey: string) => Promise<Response>;
  upload: UploadDocument;
  onSent: (message: CaseMessage) => void;
  /** The text box's label. */
  label: string;
  /** Shown under a failure, beside the server's message (the portal's phone and e-mail). */
  failureHelp?: ReactNode;
  /** A draft kept from before (the page was left for a sign-in): the box starts with it. */
  initialText?: string;
  /** Hears every change of the text, so the page can keep the draft (emptied once sent). */
  onTextChange?: (text: string) => void;
  /** The team's reply templates, filled in for this case, to insert at the cursor; `filledWith` says with what. */
  templates?: { choices: readonly ReplyTemplateChoice[]; filledWith: string };
}

export const NOT_SENT = 'Your message was not sent. Please try again.';
const NO_ANSWER = 'We could not reach our server, so your message may not have been sent. Send it again: it will not be sent twice.';

function messageOf(payload: unknown): CaseMessage | null {
  return isRecord(payload) && isRecord(payload.message) && typeof payload.message.id === 'number' ? (payload.message as unknown as CaseMessage) : null;
}

/**
 * A new message: plain text up to the limit, with a count of what is left, and files uploaded as they are picked (each
 * with its progress), then sent with it. One send at a time, under one Idempotency-Key, so a double tap sends one message.
 */
export function MessageComposer({ send, upload, onSent, label, failureHelp, initialText = '', onTextChange, templates }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  // What the box holds right now: a second tap that lands after the first one's message was stored, before the page
  // has drawn the emptied box, finds nothing left to send.
  const current = useRef(initialText);
  const textBox = useRef<HTMLTextAreaElement>(null);
  /** A send has ended: once the box takes input again, the writer is back in it (the box was disabled, focus fell away). */
  const [sendEnded, setSendEnded] = useState(0);
  const files = useDocumentUploads(upload);
  const { state, sending, submit } = useSubmission<string, MessageBody>({ send });
  const trimmed = text.trim();

  const write = (value: string) => {
    current.current = value;
    setText(value);
    onTextChange?.(value);
  };

  /** Puts `inserted` at the cursor (or in place of the selection), within the message limit; the writer goes on after it. */
  function insert(inserted: string): string | null {
    const box = textBox.current;
    const value = current.current;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + inserted + value.slice(end);
    if (next.length > MESSAGE_MAX_LENGTH) return `The template does not fit: the reply would be longer than ${MESSAGE_MAX_LENGTH} characters.`;
    write(next);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + inserted.length, start + inserted.length);
    });
    return null;
  }

  async function sendMessage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toSend = current.current.trim();
    if (!toSend || files.busy) return;
    const outcome = await submit(toSend, { text: toSend, documentIds: files.documentIds });
    setSendEnded((count) => count + 1);
    if (outcome?.kind !== 'sent') return;
    const message = messageOf(outcome.answer.payload);
    write('');
    files.clear();
    if (message) onSent(message);
  }

  useEffect(() => {
    if (sendEnded === 0 || sending) return;
    // Only when focus was lost with the send (on the page's body, or on the form's disabled Send): never taken from elsewhere.
    const active = document.activeElement;
    if (!active || active === document.body || textBox.current?.form?.contains(active)) textBox.current?.focus();
  }, [sendEnded, sending]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again still counts as a change.
    event.target.value = '';
    files.add(chosen);
  }

  const failure = state.kind === 'failed' && !state.restored ? (state.answer ? (state.answer.message ?? NOT_SENT) : NO_ANSWER) : null;

  return (
    <form className={styles.composer} onSubmit={(event) => void sendMessage(event)} aria-busy={sending}>
      {templates && templates.choices.length > 0 && <TemplatePicker templates={templates.choices} onInsert={insert} filledWith={templates.filledWith} />}
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {label}
        </label>
        <textarea
          ref={textBox}
          id={`${id}-text`}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => write(event.target.value)}
          aria-describedby={`${id}-count`}
          disabled={sending}
        />
        <p id={`${id}-count`} className={styles.note}>
          {text.length} of {MESSAGE_MAX_LENGTH} characters. Plain text: links are shown as text.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-files`} className={styles.attach}>
          <Paperclip aria-hidden="true" size={18} />
          Attach files (optional)
        </label>
        <input id={`${id}-files`} type="file" multiple accept={DOCUMENT_ACCEPT} onChange={pick} aria-describedby={`${id}-files-hint`} disabled={sending} />
        <p id={`${id}-files-hint`} className={styles.note}>
          PDF, PNG, JPEG, WebP or plain text, up to 20 MB each.
        </p>
      </div>
      <UploadList uploads={files.uploads} onRemove={files.remove} label="Files to send" />
      {failure && (
        <FormStatus tone="error" title={failure}>
          {failureHelp}
        </FormStatus>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending || files.busy || !trimmed}>
          <Send aria-hidden="true" size={18} />
          {sending ? 'Sending…' : 'Send'}
        </button>
        {files.busy && <span className={styles.note}>Waiting for the files to finish uploading…</span>}
      </div>
    </form>
  );
}
