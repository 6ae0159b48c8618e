import { useState } from 'react';
import type { EngagementLetter, EngagementLettersResponse, FeeTermsResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { engagementUrls } from '../engagementUrls';
import { EngagementLetterItem } from './EngagementLetterItem';
import { FeeTermsForm } from './FeeTermsForm';
import { SendLetterForm } from './SendLetterForm';

/**
 * The case's engagement: its fee terms, a letter made from a published template (read filled before it goes) sent
 * for signing, and the letters sent, with their trails, PDFs and seals; a waiting one may be voided or resent.
 */
export function CaseEngagementPanel({ caseRef }: { caseRef: string }) {
  const { call } = useStaffSession();
  const feeTerms = useStaffData<FeeTermsResponse>(engagementUrls.feeTerms(caseRef));
  const letters = useStaffData<EngagementLettersResponse>(engagementUrls.letters(caseRef));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { reload } = letters;

  async function act(letter: EngagementLetter, step: 'void' | 'resend') {
    setBusy(true);
    setOutcome(null);
    const answer = await call<{ letter: EngagementLetter }>(engagementUrls.letter(caseRef, letter.id, step), { method: 'POST' });
    setBusy(false);
    if (answer.ok) setOutcome({ ok: true, message: step === 'void' ? `${letter.title} voided.` : `${letter.title} sent again; the earlier one is voided.` });
    else setOutcome({ ok: false, message: answer.message });
    reload();
  }

  return (
    <div className={styles.tabContent}>
      {feeTerms.status === 'error' && <RetryNotice message={feeTerms.message} onRetry={feeTerms.reload} />}
      {feeTerms.status === 'loading' && <LoadingNotice label="Loading the fee terms…" />}
      {feeTerms.status === 'ready' && (
        <FeeTermsForm caseRef={caseRef} currency={feeTerms.data.currency} saved={feeTerms.data.feeTerms} onSaved={() => feeTerms.reload()} />
      )}
      <SendLetterForm caseRef={caseRef} onSent={() => reload()} />
      <section aria-labelledby="engagement-letters-heading">
        <h3 id="engagement-letters-heading" className={styles.sectionTitle}>
          Letters
        </h3>
        <OutcomeNotice outcome={outcome} />
        {letters.status === 'error' && <RetryNotice message={letters.message} onRetry={reload} />}
        {letters.status === 'loading' && <LoadingNotice label="Loading the letters…" />}
        {letters.data && letters.data.items.length === 0 && <p className={styles.meta}>No letter sent yet.</p>}
        {letters.data && letters.data.items.length > 0 && (
          <ul className={styles.list} aria-labelledby="engagement-letters-heading">
            {letters.data.items.map((letter) => (
              <EngagementLetterItem key={letter.id} caseRef={caseRef} letter={letter} busy={busy} onVoid={() => act(letter, 'void')} onResend={() => void act(letter, 'resend')} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
