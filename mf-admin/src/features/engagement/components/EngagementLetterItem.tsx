import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import type { EngagementLetter, EngagementSealResponse } from '@frc/contracts/browser';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { InlineConfirm } from '../../../shared/InlineConfirm';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { engagementUrls } from '../engagementUrls';

const WAITING: readonly EngagementLetter['state'][] = ['sent', 'opened', 'consented'];

interface EngagementLetterItemProps {
  caseRef: string;
  letter: EngagementLetter;
  busy: boolean;
  onVoid: () => Promise<void>;
  onResend: () => void;
}

/** What the seal of the sealed file the firm keeps says, as the public verify page would. */
function SealCheck({ caseRef, letter }: { caseRef: string; letter: EngagementLetter }) {
  const seal = useStaffData<EngagementSealResponse>(engagementUrls.letter(caseRef, letter.id, 'seal'));
  if (seal.status === 'error') return <ErrorNotice message={seal.message} />;
  if (!seal.data) return <LoadingNotice label="Checking the seal…" />;
  const { intact, sealedBy, signedAt, issuedHere } = seal.data;
  return (
    <dl className={styles.facts} aria-label={`The seal of ${letter.title}`}>
      <dt>Seal</dt>
      <dd>{intact ? 'Intact: the file is as it was sealed.' : 'Broken: the file changed after it was sealed.'}</dd>
      <dt>Sealed by</dt>
      <dd>{sealedBy ?? 'No seal found'}</dd>
      <dt>Signed at</dt>
      <dd>{signedAt ? <Moment at={signedAt} /> : 'Not known'}</dd>
      <dt>Issued here</dt>
      <dd>{issuedHere ? 'Yes: this firm sealed exactly this file.' : 'No'}</dd>
      {letter.signerName && (
        <>
          <dt>Signed by</dt>
          <dd>{letter.signerName}</dd>
        </>
      )}
    </dl>
  );
}

/** One letter of the case: its state, dates and trail, its PDF, and Void (confirmed) and Resend while it waits. */
export function EngagementLetterItem({ caseRef, letter, busy, onVoid, onResend }: EngagementLetterItemProps) {
  const [confirming, setConfirming] = useState(false);
  const voidButton = useRef<HTMLButtonElement>(null);
  const waiting = WAITING.includes(letter.state);
  const signed = letter.state === 'signed';
  const name = `${letter.title} (letter ${letter.id})`;

  return (
    <li aria-label={name}>
      <h4 className={styles.sectionTitle}>
        {letter.title} <span className={styles.count}>{letter.stateLabel}</span>
      </h4>
      <p className={styles.meta}>
        Sent <Moment at={letter.sentAt} />
        {waiting ? (
          <>
            ; expires <Moment at={letter.expiresAt} />
          </>
        ) : null}
        .{letter.declineReason && <> Declined: “{letter.declineReason}”</>}
      </p>
      <p>
        <a href={engagementUrls.letter(caseRef, letter.id, 'pdf')} download>
          <Download aria-hidden="true" focusable="false" size={16} /> Download {signed ? 'the sealed PDF' : 'the letter as sent'}
          <span className="visually-hidden"> of {name}</span>
        </a>
      </p>
      {signed && <SealCheck caseRef={caseRef} letter={letter} />}
      <details>
        <summary>Trail ({letter.events.length} steps)</summary>
        <ol className={styles.list}>
          {letter.events.map((event, index) => (
            <li key={index}>
              <strong>{event.label}</strong> <Moment at={event.at} />
              {event.ip && <span className={styles.meta}> · IP {event.ip}</span>}
              {event.userAgent && <span className={`${styles.meta} ${styles.hash}`}> · {event.userAgent}</span>}
            </li>
          ))}
        </ol>
      </details>
      {waiting && !confirming && (
        <div className={styles.actions}>
          <button ref={voidButton} type="button" className={styles.small} disabled={busy} aria-label={`Void ${name}`} onClick={() => setConfirming(true)}>
            Void
          </button>
          <button type="button" className={styles.small} disabled={busy} aria-label={`Resend ${name}`} onClick={onResend}>
            Resend
          </button>
        </div>
      )}
      {confirming && (
        <InlineConfirm label={`Void ${name}?`} confirmText="Void the letter" busy={busy} onConfirm={onVoid} onClose={() => setConfirming(false)} opener={voidButton}>
          Void {name}? The client can no longer sign it; you may send another.
        </InlineConfirm>
      )}
    </li>
  );
}
