import { isEngagementEnded, type EngagementEventKind, type EngagementLetter } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import { EngagementSigning } from './EngagementSigning';
import { LetterDownload, VERIFY_PAGE } from './LetterDownload';
import caseRoom from './CaseRoom.module.scss';
import styles from './Engagement.module.scss';

/** When the letter reached its end: the event that ended it, else its expiry. */
function endedAt(letter: EngagementLetter): string {
  const kind = letter.state as EngagementEventKind;
  return letter.events.findLast((event) => event.kind === kind)?.at ?? letter.expiresAt;
}

interface EngagementLettersProps {
  caseRef: string;
  letters: readonly EngagementLetter[];
  onChange: (letter: EngagementLetter) => void;
}

/**
 * The case's engagement letters, first in the room: one waiting to be signed with its steps, and those that ended
 * (signed, declined, withdrawn by the firm, expired) in words, with what to do next.
 */
export function EngagementLetters({ caseRef, letters, onChange }: EngagementLettersProps) {
  if (letters.length === 0) return null;
  const waiting = letters.some((letter) => !isEngagementEnded(letter.state));
  return (
    <section className={`${caseRoom.section} ${waiting ? styles.waiting : ''}`} aria-labelledby="case-engagement">
      <h2 id="case-engagement" className={caseRoom.sectionTitle}>
        {waiting ? 'Your engagement letter is ready to sign' : 'Your engagement letter'}
      </h2>
      <ul className={caseRoom.records}>
        {letters.map((letter) => (
          <li key={letter.id}>
            {isEngagementEnded(letter.state) ? <EndedLetter caseRef={caseRef} letter={letter} /> : <EngagementSigning caseRef={caseRef} letter={letter} onChange={onChange} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EndedLetter({ caseRef, letter }: { caseRef: string; letter: EngagementLetter }) {
  const at = endedAt(letter);
  const when = <time dateTime={at}>{formatMoment(at)}</time>;
  switch (letter.state) {
    case 'signed':
      return (
        <div className={styles.ended}>
          <p className={styles.endTitle}>{letter.title}: Signed</p>
          <p>
            You signed it as {letter.signerName} on {when}. Thank you: your case team has been told.
          </p>
          <LetterDownload caseRef={caseRef} letter={letter} label="Download the signed letter (PDF)" />
          <p className={caseRoom.muted}>
            The signed letter carries our seal and, on its last page, the record of your signing. Anyone can check it is unchanged on our{' '}
            <a href={VERIFY_PAGE}>page that checks a signed letter</a>.
          </p>
        </div>
      );
    case 'declined':
      return (
        <div className={styles.ended}>
          <p className={styles.endTitle}>{letter.title}: Declined</p>
          <p>You declined this letter on {when}. Nothing was signed.</p>
          {letter.declineReason && <p className={caseRoom.note}>Your reason: {letter.declineReason}</p>}
          <p>Your case team will answer in the messages below. If you change your mind, tell them there and they can send the letter again.</p>
        </div>
      );
    case 'voided':
      return (
        <div className={styles.ended}>
          <p className={styles.endTitle}>{letter.title}: Withdrawn by the firm</p>
          <p>Your case team withdrew this letter on {when}, often to send a corrected one. Nothing was signed, and there is nothing for you to do with it.</p>
          <p>If a new letter is sent, it shows here. Questions? Ask in the messages below.</p>
        </div>
      );
    default:
      return (
        <div className={styles.ended}>
          <p className={styles.endTitle}>{letter.title}: Expired</p>
          <p>This letter was not signed in time and expired on {when}. Nothing was signed.</p>
          <p>If you still want us to work on your case, ask your case team in the messages below to send it again.</p>
        </div>
      );
  }
}
