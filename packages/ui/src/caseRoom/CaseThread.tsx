import { useEffect, useRef, type ReactNode } from 'react';
import type { CaseDocument, CaseMessage, CaseRoomAuthor } from '@frc/contracts/browser';
import { formatMoment } from '../formatMoment';
import styles from './CaseThread.module.scss';

export const AUTHOR_LABELS: Record<CaseRoomAuthor, string> = { client: 'Client', team: 'Case team' };

interface CaseThreadProps {
  messages: readonly CaseMessage[];
  /** Whose page this is: their messages sit on the right. */
  viewer: CaseRoomAuthor;
  /** How a message's attachment is offered (a download button or link): the portal and the back office fetch differently. */
  renderDocument: (document: CaseDocument) => ReactNode;
  /** The first message the viewer had not read on arrival: marked "New", and the page opens there. */
  firstNewId?: number | null;
}

/** The mark on the first unread message, in words. */
export const NEW_MARK = 'New';

/** The mark on what the reader had not seen on arrival (the thread's first new message, the team's new documents). */
export function NewMark() {
  return <p className={styles.newMark}>{NEW_MARK}</p>;
}

/**
 * A case's messages, oldest first. Text stays text: React writes it as text, never as HTML, so a link or markup typed
 * into a message shows as typed; line breaks are kept by the style (`white-space: pre-wrap`). New messages are read
 * out politely (role log). The team's page says when the client read each of the team's messages.
 */
export function CaseThread({ messages, viewer, renderDocument, firstNewId = null }: CaseThreadProps) {
  const firstNew = useRef<HTMLLIElement>(null);
  const shown = firstNewId !== null && messages.some((message) => message.id === firstNewId);

  // Once, when the mark first shows: the thread opens at the first new message rather than at the oldest one.
  useEffect(() => {
    if (shown) firstNew.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, firstNewId]);

  if (messages.length === 0) return <p className={styles.empty}>No messages yet.</p>;
  return (
    <div role="log" aria-label="Messages" className={styles.log}>
      <ol className={styles.thread}>
        {messages.map((message) => (
          <li
            key={message.id}
            ref={message.id === firstNewId ? firstNew : undefined}
            className={`${styles.message} ${message.author === viewer ? styles.own : styles.theirs} ${message.id === firstNewId ? styles.firstNew : ''}`}
          >
            {message.id === firstNewId && <NewMark />}
            <p className={styles.meta}>
              <span className={styles.author}>{message.authorName}</span> ({AUTHOR_LABELS[message.author]}),{' '}
              <time dateTime={message.at}>{formatMoment(message.at)}</time>
            </p>
            <p className={styles.text}>{message.text}</p>
            {viewer === 'team' && message.author === 'team' && message.readAt && (
              <p className={styles.readMark}>
                Read by the client at <time dateTime={message.readAt}>{formatMoment(message.readAt)}</time>
              </p>
            )}
            {message.documents.length > 0 && (
              <ul className={styles.attachments} aria-label="Attached files">
                {message.documents.map((document) => (
                  <li key={document.id}>{renderDocument(document)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
