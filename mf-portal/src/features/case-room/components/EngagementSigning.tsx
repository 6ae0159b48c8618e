import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { INVALID_VERIFICATION_CODE, OTP_LENGTH, type EngagementLetter } from '@frc/contracts/browser';
import { useSession } from '@frc/session';
import { DocumentPreview } from '@frc/ui/DocumentPreview';
import { FormField } from '@frc/ui/FormField';
import { formatMoment } from '@frc/ui/formatMoment';
import { contactFacts } from '@frc/ui/siteTexts';
import { useEndSession } from '../../../session/sessionExit';
import { downloadEngagementPdf, engagementStep, type EngagementStep } from '../api/engagementApi';
import { LetterDownload, letterFileName } from './LetterDownload';
import { SignaturePad } from './SignaturePad';
import caseRoom from './CaseRoom.module.scss';
import styles from './Engagement.module.scss';

export const WRONG_CODE = 'That code is not right. Check the latest e-mail from us and type its six digits again, or ask for a new code.';
export const CODE_NEEDED = `Type the ${OTP_LENGTH}-digit code from the e-mail.`;
export const NAME_NEEDED = 'Please type your full name.';
export const REASON_NEEDED = 'Please tell us why, in a few words.';

interface EngagementSigningProps {
  caseRef: string;
  letter: EngagementLetter;
  onChange: (letter: EngagementLetter) => void;
}

type Problem = { step: EngagementStep; message: string } | null;

/**
 * A letter waiting for its client: read it (which opens it), agree to sign electronically after the disclosure, ask
 * for a signing code, then sign with it and the typed name (a drawing may be added). Or decline with a reason.
 */
export function EngagementSigning({ caseRef, letter, onChange }: EngagementSigningProps) {
  const token = useSession((session) => session.token) ?? '';
  const endSession = useEndSession();
  const [busy, setBusy] = useState<EngagementStep | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);

  /** Runs a step; true when the API took it. A letter it answers with replaces the one shown. */
  const run = useCallback(
    async (step: EngagementStep, json: unknown = {}) => {
      setBusy(step);
      setProblem(null);
      const outcome = await engagementStep(caseRef, letter.id, step, token, json);
      setBusy(null);
      if (outcome.ok) {
        if (outcome.letter) onChange(outcome.letter);
        if (step === 'code') setCodeSent(outcome.message);
        return true;
      }
      if (outcome.status === 401) endSession('expired');
      else setProblem({ step, message: outcome.message === INVALID_VERIFICATION_CODE ? WRONG_CODE : outcome.message });
      return false;
    },
    [caseRef, letter.id, token, onChange, endSession],
  );

  // Reading the letter, in the page or downloaded, opens it: the trail records it and consent may follow.
  const opened = letter.state !== 'sent';
  const markOpened = useCallback(() => {
    if (letter.state === 'sent') void run('open');
  }, [letter.state, run]);
  // The preview loads the letter again whenever `load` changes. Reading it opens the letter, which changes
  // `markOpened`: `load` reaches it through a ref, so the opening does not download and draw the letter a second
  // time (a second document that replaced the first while pdf.js was drawing it).
  const markOpenedNow = useRef(markOpened);
  useEffect(() => {
    markOpenedNow.current = markOpened;
  }, [markOpened]);
  const load = useCallback(async () => {
    const outcome = await downloadEngagementPdf(caseRef, letter.id, token);
    if (!outcome.ok) {
      if (outcome.status === 401) endSession('expired');
      throw new Error(outcome.message);
    }
    markOpenedNow.current();
    return outcome.file;
  }, [caseRef, letter.id, token, endSession]);
  const problemOf = (step: EngagementStep) =>
    problem?.step === step ? (
      <p role="alert" className={caseRoom.error}>
        {problem.message}
      </p>
    ) : null;

  return (
    <div className={styles.letter}>
      <p>
        Please read the letter from your case team: it says what we will do for you and what our fees are. You can sign it here, on this page, until{' '}
        <time dateTime={letter.expiresAt}>{formatMoment(letter.expiresAt)}</time>.
      </p>

      <section className={styles.step} aria-labelledby={`letter-${letter.id}-read`}>
        <h3 id={`letter-${letter.id}-read`} className={styles.stepTitle}>
          1. Read the letter
        </h3>
        <DocumentPreview name={letterFileName(letter)} type="application/pdf" load={load} />
        <LetterDownload caseRef={caseRef} letter={letter} label="Download the letter (PDF)" onSaved={markOpened} />
        {problemOf('open')}
      </section>

      <section className={styles.step} aria-labelledby={`letter-${letter.id}-consent`}>
        <h3 id={`letter-${letter.id}-consent`} className={styles.stepTitle}>
          2. Agree to sign electronically
        </h3>
        {letter.state === 'consented' ? <p>You agreed to sign this letter electronically. Thank you.</p> : <Disclosure caseRef={caseRef} opened={opened} busy={busy === 'consent'} onAgree={() => void run('consent')} />}
        {problemOf('consent')}
      </section>

      {letter.state === 'consented' && (
        <SignStep
          letter={letter}
          busy={busy}
          codeSent={codeSent}
          problem={problem}
          onCode={() => void run('code')}
          onSign={(body) => run('sign', body)}
        />
      )}

      <Decline letter={letter} busy={busy === 'decline'} onDecline={(reason) => run('decline', { reason })}>
        {problemOf('decline')}
      </Decline>
    </div>
  );
}

/** The prepared e-mail that asks for the letter on paper. */
function paperRequest(caseRef: string): string {
  const { email } = contactFacts();
  const subject = `Paper copy of my engagement letter (case ${caseRef})`;
  const body = `Please send me my engagement letter for case ${caseRef} on paper. I do not want to sign it electronically.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The e-sign disclosure (ESIGN §7001(c)), then its own "I agree to sign electronically". */
function Disclosure({ caseRef, opened, busy, onAgree }: { caseRef: string; opened: boolean; busy: boolean; onAgree: () => void }) {
  const { email, phone, phoneHref } = contactFacts();
  return (
    <>
      <div className={styles.disclosure}>
        <p>Before you sign on this page, please read how signing electronically works.</p>
        <ul>
          <li>
            <strong>What you agree to:</strong> signing this engagement letter on this page, and getting the signed copy here in your case room and by an
            e-mail that links to it. It covers this letter only.
          </li>
          <li>
            <strong>Paper instead:</strong> you do not have to sign electronically. You can ask for this letter on paper at any time, at no cost, by writing
            to <a href={`mailto:${email}`}>{email}</a> or calling <a href={phoneHref}>{phone}</a>. You can also ask for a paper copy after signing.
          </li>
          <li>
            <strong>Changing your mind:</strong> you can withdraw your agreement at any time before you sign, by telling us the same way or by declining
            the letter below. We will then send it on paper. Withdrawing does not undo a letter you already signed.
          </li>
          <li>
            <strong>What you need:</strong> this web page, your e-mail, and a way to open a PDF file (phones and computers usually have one). Keep a copy:
            download the letter now, and the signed one after signing.
          </li>
        </ul>
        {opened ? (
          <p>You have opened the letter above, which shows your device can open it.</p>
        ) : (
          <p className={styles.notice}>First open the letter above (Preview or Download). This shows your device can open it.</p>
        )}
      </div>
      <div className={styles.actions}>
        {opened && (
          <button type="button" className="button" onClick={onAgree} aria-busy={busy} disabled={busy}>
            I agree to sign electronically
          </button>
        )}
        <a href={paperRequest(caseRef)}>Ask for the letter on paper instead</a>
      </div>
    </>
  );
}

interface SignStepProps {
  letter: EngagementLetter;
  busy: EngagementStep | null;
  codeSent: string | null;
  problem: Problem;
  onCode: () => void;
  onSign: (body: { code: string; name: string; drawing?: string }) => Promise<boolean>;
}

/** A fresh code mailed, then the code, the typed name, an optional drawing, and "Sign". */
function SignStep({ letter, busy, codeSent, problem, onCode, onSign }: SignStepProps) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({});
  const prefix = `letter-${letter.id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { code: new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? undefined : CODE_NEEDED, name: name.trim().length >= 2 ? undefined : NAME_NEEDED };
    setErrors(found);
    if (found.code || found.name) return;
    void onSign({ code, name: name.trim(), ...(drawing ? { drawing } : {}) });
  }

  return (
    <section className={styles.step} aria-labelledby={`${prefix}-sign`}>
      <h3 id={`${prefix}-sign`} className={styles.stepTitle}>
        3. Sign
      </h3>
      <p>We send a fresh six-digit code to your e-mail address, to be sure it is you who signs. It works for 10 minutes.</p>
      <div className={styles.actions}>
        <button type="button" className={codeSent ? styles.secondary : 'button'} onClick={onCode} aria-busy={busy === 'code'} disabled={busy === 'code'}>
          {codeSent ? 'Send me a new code' : 'Send me a code'}
        </button>
      </div>
      {codeSent && problem?.step !== 'code' && (
        <p role="status" className={styles.notice}>
          {codeSent} Not there? Look in your spam folder. You can ask for a new code after a minute.
        </p>
      )}
      {problem?.step === 'code' && (
        <p role="alert" className={caseRoom.error}>
          {problem.message}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField id={`${prefix}-code`} label="The code from the e-mail" required error={errors.code}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              required
            />
          )}
        </FormField>
        <FormField id={`${prefix}-name`} label="Your full name" required hint="Type it as you write it, in any letters. This is your signature." error={errors.name}>
          {(control) => <input {...control} type="text" autoComplete="name" maxLength={120} value={name} onChange={(event) => setName(event.target.value)} required />}
        </FormField>
        <SignaturePad onChange={setDrawing} />
        <p>By pressing Sign, you sign this engagement letter with the name you typed.</p>
        {problem?.step === 'sign' && (
          <p role="alert" className={caseRoom.error}>
            {problem.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" aria-busy={busy === 'sign'} disabled={busy === 'sign'}>
            Sign
          </button>
        </div>
      </form>
    </section>
  );
}

interface DeclineProps {
  letter: EngagementLetter;
  busy: boolean;
  onDecline: (reason: string) => Promise<boolean>;
  children: ReactNode;
}

/** "I do not want to sign": a reason for the case team, then "Decline". */
function Decline({ letter, busy, onDecline, children }: DeclineProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) return setError(REASON_NEEDED);
    setError(null);
    void onDecline(reason.trim());
  }

  return (
    <details className={styles.decline}>
      <summary>I do not want to sign this letter</summary>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>You can decline it. Nothing is signed, and your case team reads your reason and answers in the messages.</p>
        <FormField id={`letter-${letter.id}-reason`} label="Why do you decline?" required error={error}>
          {(control) => <textarea {...control} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} required />}
        </FormField>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} aria-busy={busy} disabled={busy}>
            Decline
          </button>
        </div>
      </form>
    </details>
  );
}
